import * as React from 'react';

const SCRIPT_ID = '_carbonads_js';

interface AdNetworkProps {
  scriptUrl: string;
  hidden: boolean;
}

/** The host element of the ad network: its script is injected here once per page view. */
export function AdNetwork({ scriptUrl, hidden }: AdNetworkProps) {
  const ref = React.useRef<HTMLSpanElement>(null);
  React.useEffect(() => {
    const host = ref.current;
    // Deferred a tick: once loading, the network script cannot be stopped, so a mount that is
    // undone at once (Strict Mode) must not inject it and duplicate the ad.
    const timer = setTimeout(() => {
      if (!host || host.querySelector(`#${SCRIPT_ID}`)) return;
      const script = document.createElement('script');
      script.id = SCRIPT_ID;
      script.async = true;
      script.src = scriptUrl;
      host.appendChild(script);
    });
    return () => clearTimeout(timer);
  }, [scriptUrl]);
  return <span ref={ref} data-ad-network="" style={hidden ? { display: 'none' } : undefined} />;
}
