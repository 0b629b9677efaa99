/**
 * Adds a third party's script or stylesheet to the page once, with its Subresource Integrity hash, and
 * resolves when it has loaded. A second request for the same URL gets the first promise: never two
 * downloads. A failed or tampered file rejects (the browser refuses bytes that do not match the hash).
 */
export interface CdnFile {
  url: string;
  /** 'sha384-...' */
  integrity: string;
}

const loading = new Map<string, Promise<void>>();

export function loadStylesheet(file: CdnFile): Promise<void> {
  return once(file, () => {
    const link = document.createElement('link');
    link.rel = 'stylesheet';
    link.href = file.url;
    return link;
  });
}

export function loadScript(file: CdnFile): Promise<void> {
  return once(file, () => {
    const script = document.createElement('script');
    script.src = file.url;
    script.async = true;
    return script;
  });
}

function once(file: CdnFile, create: () => HTMLLinkElement | HTMLScriptElement): Promise<void> {
  const known = loading.get(file.url);
  if (known) return known;
  const promise = new Promise<void>((resolve, reject) => {
    const element = create();
    element.integrity = file.integrity;
    // Integrity checks on another origin's file need a CORS request.
    element.crossOrigin = 'anonymous';
    element.addEventListener('load', () => resolve(), { once: true });
    element.addEventListener('error', () => reject(new Error(`could not load ${file.url}`)), { once: true });
    document.head.append(element);
  });
  loading.set(file.url, promise);
  return promise;
}
