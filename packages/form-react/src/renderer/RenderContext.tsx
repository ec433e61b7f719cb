import { createContext, useContext } from 'react';
import type { FormServices } from '../registry/FormServices.ts';
import type { WidgetRegistry } from '../registry/createWidgetRegistry.ts';
import type { AnswerStore } from '../store/createAnswerStore.ts';
import type { ErrorStore } from './errorStore.ts';

export interface RenderContextValue {
  registry: WidgetRegistry;
  store: AnswerStore;
  errorStore: ErrorStore;
  services: FormServices;
}

const RenderContext = createContext<RenderContextValue | null>(null);

export const RenderContextProvider = RenderContext.Provider;

/** What every item renderer needs; stable for the life of a page so it never re-renders the page by itself. */
export function useRenderContext(): RenderContextValue {
  const value = useContext(RenderContext);
  if (!value) throw new Error('Item renderers must be rendered inside a PageRenderer.');
  return value;
}
