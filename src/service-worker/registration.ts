/**
 * Service worker rules, as functions over the browser objects they need so that they can
 * be tested without a browser: register only on the docs domain, tell a waiting update to skip
 * waiting, and after it activates reload the page once it has focus (checked every 100 ms).
 */
export const SERVICE_WORKER_URL = '/x/sw.js';
export const SERVICE_WORKER_SCOPE = '/x/';
export const RELOAD_CHECK_INTERVAL_MS = 100;

/** Registered only when the host contains the docs domain (never when that domain is empty). */
export function shouldRegisterServiceWorker(host: string, docsDomain: string): boolean {
  return docsDomain.length > 0 && host.includes(docsDomain);
}

export interface ServiceWorkerEnvironment {
  container: ServiceWorkerContainer;
  host: string;
  hasFocus: () => boolean;
  reload: () => void;
}

interface SetupOptions {
  docsDomain: string;
  /** `off`: the kill switch; unregister any worker of /x/ instead of registering one. */
  mode: 'on' | 'off';
}

function isOurScope(scope: string): boolean {
  try {
    return new URL(scope).pathname === SERVICE_WORKER_SCOPE;
  } catch {
    return false;
  }
}

/** Registers the worker and wires the update flow; returns a cleanup function. */
export function setUpServiceWorker(
  env: ServiceWorkerEnvironment,
  { docsDomain, mode }: SetupOptions,
): () => void {
  const { container } = env;
  if (mode === 'off') {
    container
      .getRegistrations()
      .then((registrations) =>
        Promise.all(registrations.filter((r) => isOurScope(r.scope)).map((r) => r.unregister())),
      )
      .catch(() => {});
    return () => {};
  }
  if (!shouldRegisterServiceWorker(env.host, docsDomain)) return () => {};

  // A page that was not controlled has nothing stale to replace: no reload on the first install.
  const wasControlled = container.controller !== null;
  let reloadTimer: ReturnType<typeof setInterval> | null = null;
  let disposed = false;

  const onControllerChange = () => {
    if (!wasControlled || reloadTimer !== null) return;
    reloadTimer = setInterval(() => {
      if (!env.hasFocus()) return;
      if (reloadTimer !== null) clearInterval(reloadTimer);
      env.reload();
    }, RELOAD_CHECK_INTERVAL_MS);
  };
  container.addEventListener('controllerchange', onControllerChange);

  const skipWaiting = (worker: ServiceWorker | null) => {
    worker?.postMessage({ type: 'SKIP_WAITING' });
  };

  container
    .register(SERVICE_WORKER_URL, { scope: SERVICE_WORKER_SCOPE, updateViaCache: 'none' })
    .then((registration) => {
      if (disposed) return;
      if (registration.waiting && container.controller) skipWaiting(registration.waiting);
      registration.addEventListener('updatefound', () => {
        const installing = registration.installing;
        installing?.addEventListener('statechange', () => {
          if (installing.state === 'installed' && container.controller) skipWaiting(installing);
        });
      });
    })
    .catch(() => {
      // Not fatal: the site works without a worker (private mode, storage full, …).
    });

  return () => {
    disposed = true;
    container.removeEventListener('controllerchange', onControllerChange);
    if (reloadTimer !== null) clearInterval(reloadTimer);
  };
}
