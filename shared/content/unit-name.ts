/**
 * The only markup a unit name may carry (spec 02 §2): b, i, em, strong, a, u, br. One allow-list,
 * applied by sanitize-html when content is imported and by DOMPurify in the browser.
 */
export const unitNameTags = ['b', 'i', 'em', 'strong', 'a', 'u', 'br'] as const;
export const unitNameAttributes = { a: ['href', 'title'] } as const;
export const unitNameSchemes = ['http', 'https', 'mailto'] as const;
