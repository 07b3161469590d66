import * as z from "zod/mini";
import "./zod-config";

/** Contact form rules and messages (spec section 5), shared by the form island and the server (`zod/mini`: see ./story.ts). */
export const contactSchema = z.object({
  name: z
    .string({ error: "Name must be at least 2 characters." })
    .check(z.trim(), z.minLength(2, "Name must be at least 2 characters."), z.maxLength(100, "Name must be at most 100 characters.")),
  email: z.pipe(
    z.string({ error: "Please enter a valid email address." }).check(z.trim(), z.maxLength(100, "Please enter a valid email address.")),
    z.email("Please enter a valid email address."),
  ),
  subject: z
    .string({ error: "Subject must be at least 3 characters." })
    .check(z.trim(), z.minLength(3, "Subject must be at least 3 characters."), z.maxLength(200, "Subject must be at most 200 characters.")),
  message: z
    .string({ error: "Message must be at least 10 characters." })
    .check(z.trim(), z.minLength(10, "Message must be at least 10 characters."), z.maxLength(5000, "Message must be at most 5000 characters.")),
});
export type ContactInput = z.infer<typeof contactSchema>;

export const CONTACT_SUCCESS = { title: "Message sent", description: "Thank you for contacting us. We'll get back to you shortly!" };
export const CONTACT_FAILURE = { title: "Error", description: "There was a problem sending your message. Please try again." };
