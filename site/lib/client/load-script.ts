// Loads a third party's browser script (the gateway's hosted-field client, a wallet's script) once per address: a
// second caller waits on the first load; a failed load is forgotten (and its tag removed) so a retry loads it again.
const scripts = new Map<string, Promise<void>>();

export function loadScript(src: string, failure: string): Promise<void> {
  const known = scripts.get(src);
  if (known) return known;
  const loading = new Promise<void>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = src;
    script.async = true;
    script.onload = () => resolve();
    script.onerror = () => {
      scripts.delete(src);
      script.remove();
      reject(new Error(failure));
    };
    document.head.appendChild(script);
  });
  scripts.set(src, loading);
  return loading;
}
