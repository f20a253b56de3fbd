/** States and union territories of India, for the checkout's state select (spec 02 §5: 'Please select State'). */
export const indianStates = [
  'Andaman and Nicobar Islands',
  'Andhra Pradesh',
  'Arunachal Pradesh',
  'Assam',
  'Bihar',
  'Chandigarh',
  'Chhattisgarh',
  'Dadra and Nagar Haveli and Daman and Diu',
  'Delhi',
  'Goa',
  'Gujarat',
  'Haryana',
  'Himachal Pradesh',
  'Jammu and Kashmir',
  'Jharkhand',
  'Karnataka',
  'Kerala',
  'Ladakh',
  'Lakshadweep',
  'Madhya Pradesh',
  'Maharashtra',
  'Manipur',
  'Meghalaya',
  'Mizoram',
  'Nagaland',
  'Odisha',
  'Puducherry',
  'Punjab',
  'Rajasthan',
  'Sikkim',
  'Tamil Nadu',
  'Telangana',
  'Tripura',
  'Uttar Pradesh',
  'Uttarakhand',
  'West Bengal',
] as const;

/** Spec 02 §9: the GST flag is N for Tamil Nadu (the company's own state: CGST + SGST) and Y elsewhere (IGST). */
export function gstFlag(state: string): 'Y' | 'N' {
  return state === 'Tamil Nadu' ? 'N' : 'Y';
}

/** INR prices include 18 % GST. */
export const GST_RATE = 0.18;
