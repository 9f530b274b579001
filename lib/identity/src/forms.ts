// Validation of the sign-in and registration forms. Every field is bounded; anything else is reported as a message
// on the page, never as an error.
import { z } from 'zod';

const email = z.string().trim().max(254, 'Enter a valid email address.').pipe(z.email('Enter a valid email address.'));

export const signInForm = z.object({
  email: z.string().trim().max(254),
  password: z.string().max(128),
  remember: z.string().max(10).optional(),
});

const name = (label: string) =>
  z
    .string()
    .trim()
    .min(1, `Enter your ${label}.`)
    .max(50, `Your ${label} must be 50 characters or fewer.`)
    .regex(/^(?:[\p{L}][\p{L}' .-]*)?$/u, `Your ${label} can only contain letters, spaces, hyphens and apostrophes.`);

/** The password rules, shown beside every new-password field. */
export const PASSWORD_RULES = 'At least 8 characters, with a letter and a number.';

const newPassword = z
  .string()
  .min(8, 'Your password must be at least 8 characters.')
  .max(128, 'Your password must be 128 characters or fewer.')
  .refine((v) => /\p{L}/u.test(v) && /\d/.test(v), 'Your password must contain a letter and a number.');

export const registerForm = z.object({
  firstName: name('first name'),
  lastName: name('last name'),
  email,
  password: newPassword,
});

export const forgotForm = z.object({ email });

export const resetForm = z
  .object({
    token: z.string().max(64),
    password: newPassword,
    confirm: z.string().max(128),
  })
  .refine((form) => form.password === form.confirm, {
    message: 'The passwords do not match. Enter the same new password twice.',
    path: ['confirm'],
  });

/** Reads a form body (urlencoded) of at most 16 KB; one value per field; undefined when too large. */
export async function readForm(request: AsyncIterable<Buffer | string>): Promise<Record<string, string> | undefined> {
  let size = 0;
  const chunks: Buffer[] = [];
  for await (const chunk of request) {
    const buffer = typeof chunk === 'string' ? Buffer.from(chunk) : chunk;
    size += buffer.length;
    if (size > 16 * 1024) return undefined;
    chunks.push(buffer);
  }
  const fields: Record<string, string> = {};
  for (const [key, value] of new URLSearchParams(Buffer.concat(chunks).toString('utf8'))) {
    if (!Object.hasOwn(fields, key)) fields[key] = value;
  }
  return fields;
}

export function messages(error: z.ZodError): string[] {
  return [...new Set(error.issues.map((issue) => issue.message))];
}
