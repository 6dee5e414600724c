/** The landing page's contact form (spec part 1 §2 "Contact"). */

/** Body of POST /api/contact. */
export interface ContactMessageFields {
  name: string;
  email: string;
  subject: string;
  message: string;
}

export interface SendContactMessageAnswer {
  success: true;
  message: string;
}

/** What the visitor reads after sending the form. */
export const CONTACT_MESSAGE_THANKS = 'Thank you for contacting us. We will get back to you soon.';
