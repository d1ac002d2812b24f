import * as React from 'react';

interface Props {
  name: string;
  children: React.ReactNode;
}

interface State {
  error: Error | null;
}

/** Keeps a crashing demo from blanking the page: it shows a message in the demo's place. */
export class DemoErrorBoundary extends React.Component<Props, State> {
  state: State = { error: null };

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  componentDidCatch(error: Error) {
    // A demo crash is a bug in the docs; report it without breaking the page.
    console.warn(`Demo "${this.props.name}" crashed: ${error.message}`);
  }

  render() {
    if (this.state.error) {
      return (
        <div role="alert" data-demo-error="" style={{ padding: 16 }}>
          <strong>This demo failed to render.</strong> The rest of the page still works; reload to
          try again. ({this.state.error.message})
        </div>
      );
    }
    return this.props.children;
  }
}
