import { css } from '@emotion/react';
import type { ActionDefinition } from '@admissions/form-core';
import type { FormServices } from '../registry/FormServices.ts';
import { NavigateWithValidationButton } from './NavigateWithValidationButton.tsx';
import { PdfDownloadButton } from './PdfDownloadButton.tsx';
import { SaveAndGoButton } from './SaveAndGoButton.tsx';
import { SubmitButton } from './SubmitButton.tsx';

export type ActionHandlers = Pick<
  FormServices,
  'onSaveAndGo' | 'onNavigateWithValidation' | 'onSubmit' | 'onPdfDownload'
>;

export interface ActionBarProps {
  actions: readonly ActionDefinition[];
  handlers: ActionHandlers;
}

const bar = css({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'flex-end',
  gap: '0.75rem',
  padding: '1.5rem 0',
  '@media print': { display: 'none' },
});

/** The buttons at the end of a page, each wired to its handler. */
export function ActionBar({ actions, handlers }: ActionBarProps) {
  if (actions.length === 0) return null;
  return (
    <div css={bar} data-actions="">
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
