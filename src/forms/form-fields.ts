/** Hidden fields a form carries for its answer without JavaScript: its page and its success page. */
export const FORM_PAGE_FIELD = 'formPage'
export const FORM_SUCCESS_FIELD = 'formSuccess'

/** The cookie that carries a post's errors and typed values back to its form page (no JavaScript). */
export const FORM_FLASH_COOKIE = 'koers-formulier'

/** The id of a form's error summary: a post without JavaScript comes back to it (the page's fragment). */
export const FORM_ERROR_SUMMARY_ID = 'formulierfouten'
