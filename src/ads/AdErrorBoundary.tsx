import * as React from 'react';
import { reportAdCrash } from '@/src/analytics/adEvents';

interface AdErrorBoundaryProps {
  eventLabel: string | null;
  children?: React.ReactNode;
}

/** A crash anywhere in the ad block renders nothing and reports a crash event. */
export class AdErrorBoundary extends React.Component<AdErrorBoundaryProps, { crashed: boolean }> {
  state = { crashed: false };

  static getDerivedStateFromError() {
    return { crashed: true };
  }

  componentDidCatch() {
    reportAdCrash(this.props.eventLabel);
  }

  render() {
    return this.state.crashed ? null : this.props.children;
  }
}
