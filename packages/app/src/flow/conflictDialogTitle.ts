/** The title of the dialog shown when a save finds that another tab or device saved first. */
export const conflictDialogTitle = 'Your application was changed somewhere else';
