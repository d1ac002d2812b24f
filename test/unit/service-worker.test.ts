import {
  RELOAD_CHECK_INTERVAL_MS,
  SERVICE_WORKER_SCOPE,
  SERVICE_WORKER_URL,
  setUpServiceWorker,
  shouldRegisterServiceWorker,
} from '@/src/service-worker/registration';

type Listener = () => void;

class FakeTarget {
  listeners = new Map<string, Listener[]>();
  addEventListener(type: string, listener: Listener) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }
  removeEventListener(type: string, listener: Listener) {
    this.listeners.set(
      type,
      (this.listeners.get(type) ?? []).filter((item) => item !== listener),
    );
  }
  emit(type: string) {
    (this.listeners.get(type) ?? []).forEach((listener) => listener());
  }
}

class FakeWorker extends FakeTarget {
  state = 'installing';
  postMessage = jest.fn();
}

class FakeRegistration extends FakeTarget {
  scope = 'https://mui.com/x/';
  waiting: FakeWorker | null = null;
  installing: FakeWorker | null = null;
  unregister = jest.fn().mockResolvedValue(true);
}

function setUp({
  host = 'mui.com',
  controlled = true,
  mode = 'on' as 'on' | 'off',
  registration = new FakeRegistration(),
} = {}) {
  const container = Object.assign(new FakeTarget(), {
    controller: controlled ? {} : null,
    register: jest.fn().mockResolvedValue(registration),
    getRegistrations: jest.fn().mockResolvedValue([registration]),
  });
  let focused = false;
  const reload = jest.fn();
  const cleanup = setUpServiceWorker(
    {
      container: container as unknown as ServiceWorkerContainer,
      host,
      hasFocus: () => focused,
      reload,
    },
    { docsDomain: 'mui.com', mode },
  );
  return { container, registration, reload, cleanup, focus: () => (focused = true) };
}

const flush = () => new Promise((resolve) => jest.requireActual('timers').setImmediate(resolve));

describe('service worker registration', () => {
  test.each([
    ['mui.com', true],
    ['next.mui.com', true],
    ['mui.com:8443', true],
    ['localhost:3000', false],
    ['127.0.0.1', false],
    ['example.org', false],
  ])('host %s registers: %s', (host, expected) => {
    expect(shouldRegisterServiceWorker(host, 'mui.com')).toBe(expected);
  });

  test('an empty docs domain never registers', () => {
    expect(shouldRegisterServiceWorker('mui.com', '')).toBe(false);
  });

  test('registers /x/sw.js with scope /x/ on the docs domain only', async () => {
    const docs = setUp();
    await flush();
    expect(docs.container.register).toHaveBeenCalledWith(SERVICE_WORKER_URL, {
      scope: SERVICE_WORKER_SCOPE,
      updateViaCache: 'none',
    });
    const local = setUp({ host: 'localhost:3100' });
    await flush();
    expect(local.container.register).not.toHaveBeenCalled();
  });

  test('tells a waiting worker and a newly installed one to skip waiting', async () => {
    const registration = new FakeRegistration();
    registration.waiting = new FakeWorker();
    setUp({ registration });
    await flush();
    expect(registration.waiting.postMessage).toHaveBeenCalledWith({ type: 'SKIP_WAITING' });

    const update = new FakeWorker();
    registration.installing = update;
    registration.emit('updatefound');
    update.state = 'installed';
    update.emit('statechange');
    expect(update.postMessage).toHaveBeenCalledWith({ type: 'SKIP_WAITING' });
  });

  describe('reload after activation', () => {
    beforeEach(() => jest.useFakeTimers());
    afterEach(() => jest.useRealTimers());

    test('reloads once the page has focus, checking every 100 ms', () => {
      const { container, reload, focus } = setUp();
      container.emit('controllerchange');
      jest.advanceTimersByTime(RELOAD_CHECK_INTERVAL_MS * 5);
      expect(reload).not.toHaveBeenCalled();
      focus();
      jest.advanceTimersByTime(RELOAD_CHECK_INTERVAL_MS - 1);
      expect(reload).not.toHaveBeenCalled();
      jest.advanceTimersByTime(1);
      expect(reload).toHaveBeenCalledTimes(1);
      jest.advanceTimersByTime(RELOAD_CHECK_INTERVAL_MS * 10);
      expect(reload).toHaveBeenCalledTimes(1);
    });

    test('a page that had no worker does not reload on the first install', () => {
      const { container, reload, focus } = setUp({ controlled: false });
      focus();
      container.emit('controllerchange');
      jest.advanceTimersByTime(RELOAD_CHECK_INTERVAL_MS * 5);
      expect(reload).not.toHaveBeenCalled();
    });

    test('cleanup stops the check', () => {
      const { container, reload, focus, cleanup } = setUp();
      container.emit('controllerchange');
      cleanup();
      focus();
      jest.advanceTimersByTime(RELOAD_CHECK_INTERVAL_MS * 5);
      expect(reload).not.toHaveBeenCalled();
    });
  });

  test('kill switch: registers nothing and unregisters the worker of /x/', async () => {
    const { container, registration } = setUp({ mode: 'off' });
    await flush();
    expect(container.register).not.toHaveBeenCalled();
    expect(registration.unregister).toHaveBeenCalledTimes(1);
  });
});
