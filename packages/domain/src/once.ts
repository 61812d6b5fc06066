/**
 * A value built on first use and kept. For Intl formatters and collators: building one loads ICU
 * data and costs milliseconds, which every page would otherwise pay while its modules start, even
 * when it never sorts or formats (the landing page's first paint).
 */
export function once<T>(make: () => T): () => T {
  let value: T | undefined;
  let made = false;
  return () => {
    if (!made) {
      value = make();
      made = true;
    }
    return value as T;
  };
}
