import { fieldLabel, fieldsetReset, hintText, inputBox, visuallyHidden } from './sharedStyles.ts';
import { staticClass } from './staticClass.ts';

/** Class names of the shared styles, for elements that re-render while the applicant types. */
export const inputBoxClass = staticClass(inputBox);
export const fieldLabelClass = staticClass(fieldLabel);
export const hintTextClass = staticClass(hintText);
export const visuallyHiddenClass = staticClass(visuallyHidden);
export const fieldWrapperClass = staticClass({ marginBottom: '1rem', minWidth: 0 });
export const fieldsetClass = staticClass(fieldsetReset, { marginBottom: '1rem', minWidth: 0 });
export const legendClass = staticClass(fieldLabel, { padding: 0 });
