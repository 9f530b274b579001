/** `body` the first time `key` is asked for in this storage, then null (a reload or a second render sends nothing). */
export function sendOnce<T>(storage: Pick<Storage, 'getItem' | 'setItem'>, key: string, body: T): T | null {
  if (storage.getItem(key)) return null;
  storage.setItem(key, '1');
  return body;
}
