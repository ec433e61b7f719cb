import styles from './UnknownWidget.module.css';

export interface UnknownWidgetProps {
  widget: string;
  questionKey: string;
}

/** Shown in place of a question whose widget name is not in the registry, so the mistake is visible. */
export function UnknownWidget({ widget, questionKey }: UnknownWidgetProps) {
  return (
    <div role="alert" id={questionKey} className={styles.unknownWidget}>
      Unknown widget &quot;{widget}&quot; for question &quot;{questionKey}&quot;
    </div>
  );
}
