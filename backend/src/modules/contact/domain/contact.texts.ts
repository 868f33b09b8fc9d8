/** The answer the contact page shows in its 'Message Sent!' toast (spec 001 §8). */
export const CONTACT_SENT_MESSAGE = "Thank you for contacting us. We'll get back to you within 24 hours.";
