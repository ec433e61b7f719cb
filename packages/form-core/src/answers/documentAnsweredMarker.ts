/**
 * The answer a document key holds once its upload is stored and converted.
 * Any other value ('' after a removal or a failure, nothing before an upload)
 * means no document: validation reads the key as absent, so a `required`
 * entry naming it refuses the submission.
 */
export const documentAnsweredMarker = 'ANSWERED';
