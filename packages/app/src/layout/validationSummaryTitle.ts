/** The validation summary's heading, as the specification words it. */
export const validationSummaryTitle = "We're missing some information!";
