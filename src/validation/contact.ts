import { z } from "zod";

/** Contact form rules and messages (spec section 5), shared by the form island and the server. */
export const contactSchema = z.object({
  name: z.string({ error: "Name must be at least 2 characters." }).trim().min(2, "Name must be at least 2 characters.").max(100, "Name must be at most 100 characters."),
  email: z
    .string({ error: "Please enter a valid email address." })
    .trim()
    .max(100, "Please enter a valid email address.")
    .pipe(z.email("Please enter a valid email address.")),
  subject: z.string({ error: "Subject must be at least 3 characters." }).trim().min(3, "Subject must be at least 3 characters.").max(200, "Subject must be at most 200 characters."),
  message: z.string({ error: "Message must be at least 10 characters." }).trim().min(10, "Message must be at least 10 characters.").max(5000, "Message must be at most 5000 characters."),
});
export type ContactInput = z.infer<typeof contactSchema>;

export const CONTACT_SUCCESS = { title: "Message sent", description: "Thank you for contacting us. We'll get back to you shortly!" };
export const CONTACT_FAILURE = { title: "Error", description: "There was a problem sending your message. Please try again." };
