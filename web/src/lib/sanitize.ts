import DOMPurify, { type DOMPurify as Purifier } from 'dompurify';
import { unitNameAttributes, unitNameSchemes, unitNameTags } from '#shared/content/unit-name';

/**
 * The only module that calls DOMPurify. Unit names may carry b, i, em, strong, a, u, br
 * (spec 02 §2; the allow-list is shared/content/unit-name.ts, which the content import applies on
 * the server too). Everything else goes: other tags keep their text, event-handler attributes and
 * scripts vanish, links keep only http, https, mailto or relative targets and open in a new tab.
 */
const linkAttributes: readonly string[] = unitNameAttributes.a;
// An allowed scheme, or no scheme at all (a relative link): DOMPurify's own default shape.
const allowedUri = new RegExp(`^(?:(?:${unitNameSchemes.join('|')}):|[^a-z]|[a-z+.\\-]+(?:[^a-z+.\\-:]|$))`, 'i');

let purifier: Purifier | undefined;

/** A private instance, so its hooks never touch another DOMPurify user on the page. */
function instance(): Purifier {
  if (purifier) return purifier;
  const p = DOMPurify(window);
  p.addHook('uponSanitizeAttribute', (node, data) => {
    // href and title belong to links only; DOMPurify's attribute list is not per tag.
    if (node.nodeName !== 'A') data.keepAttr = false;
  });
  p.addHook('afterSanitizeAttributes', (node) => {
    if (node.nodeName !== 'A') return;
    node.setAttribute('target', '_blank');
    node.setAttribute('rel', 'noopener noreferrer');
  });
  purifier = p;
  return p;
}

const escapes: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/**
 * No tag and no entity: the name is plain text, which reads the same as HTML. Most names are, and
 * DOMPurify parses a document per call, which cost a course page's first render about 60 ms of CPU
 * (a quarter of a second on a mid-range phone, docs/performance.md).
 */
const plainText = (html: string) => !/[<&]/.test(html);

/** The unit name as safe HTML for dangerouslySetInnerHTML. */
export function sanitizeUnitName(html: string): string {
  if (plainText(html)) return html;
  const p = instance();
  // DOMPurify hands back its input untouched where it cannot run (very old browsers): show text then.
  if (!p.isSupported) return html.replace(/[&<>"']/g, (c) => escapes[c] ?? c);
  return p.sanitize(html, {
    ALLOWED_TAGS: [...unitNameTags],
    ALLOWED_ATTR: [...linkAttributes],
    ALLOWED_URI_REGEXP: allowedUri,
    KEEP_CONTENT: true,
  });
}

/**
 * The unit name as plain text (menus, labels, progress rows): markup dropped, entities read. The
 * sanitised HTML is parsed in an inert <template>, so nothing in it loads or runs.
 */
export function unitNameText(html: string): string {
  if (plainText(html)) return html.replace(/\s+/g, ' ').trim();
  const template = document.createElement('template');
  template.innerHTML = sanitizeUnitName(html);
  return (template.content.textContent ?? '').replace(/\s+/g, ' ').trim();
}

/** Tags a product description may keep (spec 02 §2: 'an HTML description', sanitised). */
const productTags = ['p', 'ul', 'ol', 'li', 'b', 'strong', 'i', 'em', 'u', 'br', 'h3', 'h4', 'a'];

/** A product's HTML description, safe to set as innerHTML: the tags above, links as unit names allow them. */
export function sanitizeProductHtml(html: string): string {
  const p = instance();
  if (!p.isSupported) return html.replace(/[&<>"']/g, (c) => escapes[c] ?? c);
  return p.sanitize(html, {
    ALLOWED_TAGS: productTags,
    ALLOWED_ATTR: [...linkAttributes],
    ALLOWED_URI_REGEXP: allowedUri,
    KEEP_CONTENT: true,
  });
}
