/** Texts the account screens show for answers of these calls (spec 01 §2, §7, §8). */
export const accountTexts = {
  profileUpdated: 'User details updated successfully.',
  redirectingToCalendar: 'Redirecting to calendar.',
  mobileVerified: 'Your mobile number is verified.',
  // A typed e-mail is a contact, not a login id (docs/security.md): say so where it is typed.
  emailNotLogin: 'We will write to this address. You still sign in as before.',
  noCertificates: 'No Certificates Found',
  noOrders: 'No Orders found',
  billNotGenerated: 'Bill not generated yet.',
  nameNeededForBill: 'Please update your Name here to generate your bill.',
  noChildren: 'No child exist for this parent',
  notificationsOn: 'You are currently subscribed to receive course related progress and updates.',
  notificationsOff: 'Turn on Notifications to receive course related progress and updates.',
  merged: 'Your accounts have been merged.',
  welcomeNew: 'Welcome!',
  welcomeBack: 'Welcome back to',
} as const;
