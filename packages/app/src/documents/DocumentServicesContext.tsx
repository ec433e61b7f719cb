import { createContext, useContext, type ReactNode } from 'react';
import type { DocumentServices } from './DocumentServices.ts';

const DocumentServicesContext = createContext<DocumentServices | null>(null);

export function DocumentServicesProvider({ value, children }: { value: DocumentServices; children: ReactNode }) {
  return <DocumentServicesContext.Provider value={value}>{children}</DocumentServicesContext.Provider>;
}

/** The document pipeline of the form layout (one instance for all form pages). */
export function useDocumentServices(): DocumentServices {
  const value = useContext(DocumentServicesContext);
  if (!value) throw new Error('useDocumentServices must be used inside the form layout.');
  return value;
}
