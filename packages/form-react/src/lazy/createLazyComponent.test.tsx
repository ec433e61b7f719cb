import { act, render, screen } from '@testing-library/react';
import { Component, type ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { createLazyComponent } from './createLazyComponent.tsx';

function Greeting({ name }: { name: string }) {
  return <p>Hello {name}</p>;
}

/** An importer whose every call is a load the test settles by hand. */
function manualImporter() {
  const calls: { resolve: () => void; reject: (error: unknown) => void }[] = [];
  const importer = vi.fn(
    () =>
      new Promise<typeof Greeting>((resolve, reject) => {
        calls.push({ resolve: () => resolve(Greeting), reject });
      }),
  );
  return { importer, calls };
}

class Boundary extends Component<{ children: ReactNode }, { error?: unknown }> {
  override state: { error?: unknown } = {};
  static getDerivedStateFromError(error: unknown) {
    return { error };
  }
  override render() {
    return this.state.error === undefined ? this.props.children : <p role="alert">{String(this.state.error)}</p>;
  }
}

describe('createLazyComponent', () => {
  it('loads nothing until it renders, shows the fallback while loading, then the component with its props', async () => {
    const { importer, calls } = manualImporter();
    const LazyGreeting = createLazyComponent(importer, <p>Loading…</p>);
    expect(importer).not.toHaveBeenCalled();
    render(<LazyGreeting name="Ada" />);
    expect(screen.getByText('Loading…')).toBeInTheDocument();
    expect(importer).toHaveBeenCalledTimes(1);
    await act(async () => calls[0]!.resolve());
    expect(screen.getByText('Hello Ada')).toBeInTheDocument();
    expect(screen.queryByText('Loading…')).not.toBeInTheDocument();
  });

  it('renders at once in every later mount, without loading again', async () => {
    const { importer, calls } = manualImporter();
    const LazyGreeting = createLazyComponent(importer, <p>Loading…</p>);
    const first = render(<LazyGreeting name="Ada" />);
    await act(async () => calls[0]!.resolve());
    first.unmount();
    render(<LazyGreeting name="Grace" />);
    expect(screen.getByText('Hello Grace')).toBeInTheDocument();
    expect(screen.queryByText('Loading…')).not.toBeInTheDocument();
    expect(importer).toHaveBeenCalledTimes(1);
  });

  it('starts loading on preload, and the first mount after it has loaded renders at once', async () => {
    const { importer, calls } = manualImporter();
    const LazyGreeting = createLazyComponent(importer);
    const preloading = LazyGreeting.preload();
    expect(importer).toHaveBeenCalledTimes(1);
    calls[0]!.resolve();
    await expect(preloading).resolves.toBe(Greeting);
    render(<LazyGreeting name="Ada" />);
    expect(screen.getByText('Hello Ada')).toBeInTheDocument();
    expect(importer).toHaveBeenCalledTimes(1);
  });

  it('throws a failed load to the nearest error boundary, and the next mount loads again', async () => {
    const { importer, calls } = manualImporter();
    const LazyGreeting = createLazyComponent(importer, <p>Loading…</p>);
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const first = render(
      <Boundary>
        <LazyGreeting name="Ada" />
      </Boundary>,
    );
    await act(async () => calls[0]!.reject(new Error('chunk missing')));
    expect(screen.getByRole('alert')).toHaveTextContent('chunk missing');
    quiet.mockRestore();
    first.unmount();

    render(<LazyGreeting name="Ada" />);
    expect(screen.getByText('Loading…')).toBeInTheDocument();
    expect(importer).toHaveBeenCalledTimes(2);
    await act(async () => calls[1]!.resolve());
    expect(screen.getByText('Hello Ada')).toBeInTheDocument();
  });
});
