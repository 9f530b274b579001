// A minimal browser for tests: follows the provider's redirects by hand, keeps its cookies, posts forms. It stops
// at the first URL outside the provider (the site's callback) and returns it.

export interface Step {
  status: number;
  location?: string;
  body: string;
  headers: Headers;
}

export class TestBrowser {
  readonly #cookies = new Map<string, string>();
  readonly #origin: string;

  constructor(origin: string) {
    this.#origin = origin;
  }

  async request(url: string, init: { method?: string; form?: Record<string, string> } = {}): Promise<Step> {
    const headers = new Headers();
    if (this.#cookies.size) headers.set('cookie', [...this.#cookies].map(([k, v]) => `${k}=${v}`).join('; '));
    if (init.form) headers.set('content-type', 'application/x-www-form-urlencoded');
    const response = await fetch(new URL(url, this.#origin), {
      method: init.method ?? (init.form ? 'POST' : 'GET'),
      headers,
      body: init.form ? new URLSearchParams(init.form).toString() : undefined,
      redirect: 'manual',
    });
    for (const cookie of response.headers.getSetCookie()) {
      const [pair] = cookie.split(';');
      const index = pair?.indexOf('=') ?? -1;
      if (pair && index > 0) {
        const name = pair.slice(0, index);
        const value = pair.slice(index + 1);
        if (value === '' || /expires=Thu, 01 Jan 1970/i.test(cookie)) this.#cookies.delete(name);
        else this.#cookies.set(name, value);
      }
    }
    const location = response.headers.get('location');
    return {
      status: response.status,
      location: location ? new URL(location, url.startsWith('http') ? url : this.#origin).href : undefined,
      body: await response.text(),
      headers: response.headers,
    };
  }

  /** Follows redirects while they stay on the provider; returns the last step (a page, or a redirect elsewhere). */
  async follow(url: string, init: { form?: Record<string, string> } = {}): Promise<Step & { url: string }> {
    let step = await this.request(url, init);
    let current = new URL(url, this.#origin).href;
    for (let hops = 0; step.location && hops < 10; hops++) {
      if (new URL(step.location).origin !== this.#origin) return { ...step, url: current };
      current = step.location;
      step = await this.request(step.location);
    }
    return { ...step, url: current };
  }

  forget(): void {
    this.#cookies.clear();
  }
}
