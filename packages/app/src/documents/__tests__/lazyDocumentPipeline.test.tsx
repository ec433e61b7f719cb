import { act, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it } from 'vitest';
import type { DocumentContext, DocumentServicesFactory } from '../DocumentServices.ts';
import { lazyDocumentPipeline } from '../lazyDocumentPipeline.ts';

const context = {} as DocumentContext;

function pipelineNamed(name: string): DocumentServicesFactory {
  return {
    useDocumentServices: () => ({
      documents: {},
      documentStates: {},
      onUpload: async () => undefined,
      onDelete: async () => undefined,
      beforeTabSwitch: async () => true,
      onPdfDownload: async () => undefined,
      element: <p>{name}</p>,
    }),
  };
}

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe('lazyDocumentPipeline', () => {
  it('loads nothing until used or preloaded, suspends until the code is there, then runs the loaded pipeline', async () => {
    const loads: ReturnType<typeof deferred<DocumentServicesFactory>>[] = [];
    const lazy = lazyDocumentPipeline(() => {
      const load = deferred<DocumentServicesFactory>();
      loads.push(load);
      return load.promise;
    });
    expect(loads).toHaveLength(0);
    function Uses() {
      return lazy.useDocumentServices(context).element;
    }
    render(
      <Suspense fallback={<p>loading</p>}>
        <Uses />
      </Suspense>,
    );
    expect(screen.getByText('loading')).toBeTruthy();
    void lazy.preload();
    expect(loads).toHaveLength(1);
    await act(async () => loads[0]!.resolve(pipelineNamed('the real pipeline')));
    expect(await screen.findByText('the real pipeline')).toBeTruthy();
  });

  it('after a failed load, the next use loads the code again', async () => {
    let attempts = 0;
    const lazy = lazyDocumentPipeline(async () => {
      attempts += 1;
      if (attempts === 1) throw new Error('chunk missing');
      return pipelineNamed('second try');
    });
    await expect(lazy.preload()).rejects.toThrow('chunk missing');
    function Uses() {
      return lazy.useDocumentServices(context).element;
    }
    render(
      <Suspense fallback={<p>loading</p>}>
        <Uses />
      </Suspense>,
    );
    expect(await screen.findByText('second try')).toBeTruthy();
    expect(attempts).toBe(2);
  });
});
