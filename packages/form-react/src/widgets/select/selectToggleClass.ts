import shared from '../../theme/sharedStyles.module.css';
import styles from './selectStyles.module.css';

/** The select's toggle, in the placeholder and the downshift control alike: an input box laid out as a row. */
export const selectToggleClass = `${shared.inputBox} ${styles.toggle}`;
