import type { ActionDefinition } from '@admissions/form-core';
import type { FormServices } from '../registry/FormServices.ts';
import { NavigateWithValidationButton } from './NavigateWithValidationButton.tsx';
import { PdfDownloadButton } from './PdfDownloadButton.tsx';
import { SaveAndGoButton } from './SaveAndGoButton.tsx';
import { SubmitButton } from './SubmitButton.tsx';
import styles from './ActionBar.module.css';

export type ActionHandlers = Pick<
  FormServices,
  'onSaveAndGo' | 'onNavigateWithValidation' | 'onSubmit' | 'onPdfDownload'
>;

export interface ActionBarProps {
  actions: readonly ActionDefinition[];
  handlers: ActionHandlers;
}

/** The buttons at the end of a page, each wired to its handler. */
export function ActionBar({ actions, handlers }: ActionBarProps) {
  if (actions.length === 0) return null;
  return (
    <div className={styles.actionBar} data-actions="">
      {actions.map((action, index) => {
        switch (action.kind) {
          case 'saveAndGo':
            return (
              <SaveAndGoButton
                key={index}
                label={action.label}
                route={action.route}
                onSaveAndGo={handlers.onSaveAndGo}
              />
            );
          case 'navigateWithValidation':
            return (
              <NavigateWithValidationButton
                key={index}
                label={action.label}
                route={action.route}
                onNavigateWithValidation={handlers.onNavigateWithValidation}
              />
            );
          case 'submit':
            return <SubmitButton key={index} label={action.label} onSubmit={handlers.onSubmit} />;
          case 'pdfDownload':
            return <PdfDownloadButton key={index} label={action.label} onPdfDownload={handlers.onPdfDownload} />;
          default:
            return null;
        }
      })}
    </div>
  );
}
