/**
 * The Profile tab's toast (docs/product.md "Edits and moderation"): 'Changes Submitted' when any field waits for review, else 'Changes
 * Published'. The form itself then lists which fields went live and which wait.
 */
export function profileSavedToast(reviewedFields: readonly string[]): { title: string; description: string } {
  return reviewedFields.length
    ? { title: 'Changes Submitted', description: 'Your profile changes have been submitted for review.' }
    : { title: 'Changes Published', description: 'Your changes are live.' };
}
