/**
 * Who a child's screens speak to: the parent acting for the child (/child/dashboard/{id}) or the
 * child signed in (/junior/dashboard). Buying and applying licences are the parent's acts.
 */
export type Audience = 'parent' | 'child';
