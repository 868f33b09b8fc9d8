/** The answer the contact page shows in its 'Message Sent!' toast (docs/product.md "Forms, messages and notices"). */
export const CONTACT_SENT_MESSAGE = "Thank you for contacting us. We'll get back to you within 24 hours.";
