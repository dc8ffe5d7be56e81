import { n as SectionHeading, t as Section } from "./section-D7kOLtTr.js";
import { c as requiredText, n as emailField, r as enumField, s as phoneField } from "./fields-DiDb7tc2.js";
import { b as telHref, c as CONTACT_TOPICS, g as Button, y as office } from "../entry-prerender.js";
import { t as MESSAGES } from "./messages-7jiQ752O.js";
import { t as Alert } from "./alert-vseVwJwa.js";
import { t as FormField } from "./form-field-BhxgHKhJ.js";
import { t as applyServerFieldErrors } from "./server-field-errors-DRB-iq3L.js";
import { i as apiRequest } from "./api-client-CsphRgZs.js";
import { useEffect, useRef, useState } from "react";
import { Clock, Mail, MapPin, Phone, Send, Siren } from "lucide-react";
import { Fragment as Fragment$1, jsx, jsxs } from "react/jsx-runtime";
import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { z } from "zod";
// src/content/contact.ts
/** Texts of the Contact page around the form. */
var contactIntro = {
	eyebrow: "Contact us",
	title: "Let’s talk about your project",
	lead: "Questions, ideas or a project that needs a team? Send us a message and we will get back to you within one working day."
};
var contactFormText = {
	title: "Send us a message",
	success: "Thank you! Your message has been sent. We will get back to you soon."
};
var emergencyNotice = {
	title: "Urgent matter?",
	text: "For emergencies, please do not use this form: write to us by e-mail or call us directly so we can help right away."
};
var visitUs = { title: "Visit Us" };
// ../../packages/shared/src/contact.ts
/** The contact form of SPEC.md section 5: every field required. */
var contactSchema = z.strictObject({
	firstName: requiredText("First name", 100),
	lastName: requiredText("Last name", 100),
	email: emailField,
	phone: phoneField,
	topic: enumField("Topic", CONTACT_TOPICS),
	subject: requiredText("Subject", 200),
	message: requiredText("Message", 5e3)
});
// src/features/contact/api/send-contact-message.ts
/** `POST /api/contacts`: stores the visitor's message. */
function sendContactMessage(message) {
	return apiRequest("/api/contacts", {
		method: "POST",
		body: { data: message }
	});
}
// src/features/contact/components/contact-form.tsx
/** The shared contact rules; an unchosen topic reads as missing rather than as a wrong option. */
var contactFormSchema = contactSchema.extend({ topic: z.string().min(1, { error: "Topic is required." }).pipe(contactSchema.shape.topic) });
var EMPTY_MESSAGE = {
	firstName: "",
	lastName: "",
	email: "",
	phone: "",
	topic: "",
	subject: "",
	message: ""
};
var FIELDS = Object.keys(EMPTY_MESSAGE);
function ContactForm() {
	const { register, handleSubmit, reset, setError, formState: { errors, isSubmitting } } = useForm({
		resolver: zodResolver(contactFormSchema),
		defaultValues: EMPTY_MESSAGE
	});
	const [outcome, setOutcome] = useState(null);
	const outcomeRef = useRef(null);
	useEffect(() => {
		if (outcome === "sent") outcomeRef.current?.focus();
	}, [outcome]);
	const onSubmit = handleSubmit(async (message) => {
		setOutcome(null);
		try {
			await sendContactMessage(message);
			reset();
			setOutcome("sent");
		} catch (error) {
			applyServerFieldErrors(error, FIELDS, setError);
			setOutcome("failed");
		}
	});
	return /* @__PURE__ */ jsxs("form", {
		className: "form",
		onSubmit,
		noValidate: true,
		"aria-labelledby": "contact-form-title",
		children: [
			/* @__PURE__ */ jsx("h2", {
				id: "contact-form-title",
				className: "form__title",
				children: contactFormText.title
			}),
			outcome === "sent" ? /* @__PURE__ */ jsx(Alert, {
				ref: outcomeRef,
				tone: "success",
				children: contactFormText.success
			}) : null,
			/* @__PURE__ */ jsxs("div", {
				className: "form__grid",
				children: [
					/* @__PURE__ */ jsx(FormField, {
						label: "First name",
						required: true,
						error: errors.firstName?.message,
						children: /* @__PURE__ */ jsx("input", {
							className: "input",
							autoComplete: "given-name",
							...register("firstName")
						})
					}),
					/* @__PURE__ */ jsx(FormField, {
						label: "Last name",
						required: true,
						error: errors.lastName?.message,
						children: /* @__PURE__ */ jsx("input", {
							className: "input",
							autoComplete: "family-name",
							...register("lastName")
						})
					}),
					/* @__PURE__ */ jsx(FormField, {
						label: "Email",
						required: true,
						error: errors.email?.message,
						children: /* @__PURE__ */ jsx("input", {
							className: "input",
							type: "email",
							autoComplete: "email",
							...register("email")
						})
					}),
					/* @__PURE__ */ jsx(FormField, {
						label: "Phone",
						required: true,
						error: errors.phone?.message,
						children: /* @__PURE__ */ jsx("input", {
							className: "input",
							type: "tel",
							autoComplete: "tel",
							...register("phone")
						})
					}),
					/* @__PURE__ */ jsx(FormField, {
						label: "Topic",
						required: true,
						error: errors.topic?.message,
						children: /* @__PURE__ */ jsxs("select", {
							className: "input",
							...register("topic"),
							children: [/* @__PURE__ */ jsx("option", {
								value: "",
								children: "Select a topic"
							}), CONTACT_TOPICS.map((topic) => /* @__PURE__ */ jsx("option", {
								value: topic,
								children: topic
							}, topic))]
						})
					}),
					/* @__PURE__ */ jsx(FormField, {
						label: "Subject",
						required: true,
						error: errors.subject?.message,
						children: /* @__PURE__ */ jsx("input", {
							className: "input",
							...register("subject")
						})
					}),
					/* @__PURE__ */ jsx(FormField, {
						label: "Message",
						required: true,
						error: errors.message?.message,
						className: "form__wide",
						children: /* @__PURE__ */ jsx("textarea", {
							className: "input",
							rows: 6,
							...register("message")
						})
					})
				]
			}),
			outcome === "failed" ? /* @__PURE__ */ jsx(Alert, {
				tone: "error",
				children: MESSAGES.contactFailed
			}) : null,
			/* @__PURE__ */ jsx("div", {
				className: "form__actions",
				children: /* @__PURE__ */ jsxs(Button, {
					type: "submit",
					size: "lg",
					disabled: isSubmitting,
					children: [isSubmitting ? "Submitting..." : "Send message", isSubmitting ? null : /* @__PURE__ */ jsx(Send, {
						"aria-hidden": "true",
						size: 18
					})]
				})
			})
		]
	});
}
// src/features/contact/components/emergency-notice.tsx
function EmergencyNotice() {
	return /* @__PURE__ */ jsxs("aside", {
		className: "emergency",
		"aria-labelledby": "emergency-title",
		children: [/* @__PURE__ */ jsx(Siren, {
			className: "emergency__icon",
			"aria-hidden": "true",
			size: 24
		}), /* @__PURE__ */ jsxs("div", { children: [
			/* @__PURE__ */ jsx("h2", {
				id: "emergency-title",
				children: emergencyNotice.title
			}),
			/* @__PURE__ */ jsx("p", { children: emergencyNotice.text }),
			/* @__PURE__ */ jsxs("p", {
				className: "emergency__channels",
				children: [/* @__PURE__ */ jsx("a", {
					href: `mailto:${office.email}`,
					children: office.email
				}), /* @__PURE__ */ jsx("a", {
					href: telHref(office.phone),
					children: office.phone
				})]
			})
		] })]
	});
}
// src/features/contact/components/visit-us.tsx
function VisitUs() {
	return /* @__PURE__ */ jsxs("section", {
		className: "contact-card",
		"aria-labelledby": "visit-us-title",
		children: [/* @__PURE__ */ jsx("h2", {
			id: "visit-us-title",
			children: visitUs.title
		}), /* @__PURE__ */ jsxs("address", {
			className: "contact-card__list",
			children: [
				/* @__PURE__ */ jsxs("p", { children: [/* @__PURE__ */ jsx(MapPin, {
					"aria-hidden": "true",
					size: 20
				}), /* @__PURE__ */ jsxs("span", { children: [
					/* @__PURE__ */ jsx("strong", { children: office.name }),
					/* @__PURE__ */ jsx("br", {}),
					office.street,
					/* @__PURE__ */ jsx("br", {}),
					office.city,
					" ",
					office.postalCode,
					", ",
					office.country
				] })] }),
				/* @__PURE__ */ jsxs("p", { children: [/* @__PURE__ */ jsx(Phone, {
					"aria-hidden": "true",
					size: 20
				}), /* @__PURE__ */ jsx("a", {
					href: telHref(office.phone),
					children: office.phone
				})] }),
				/* @__PURE__ */ jsxs("p", { children: [/* @__PURE__ */ jsx(Mail, {
					"aria-hidden": "true",
					size: 20
				}), /* @__PURE__ */ jsx("a", {
					href: `mailto:${office.email}`,
					children: office.email
				})] }),
				/* @__PURE__ */ jsxs("p", { children: [/* @__PURE__ */ jsx(Clock, {
					"aria-hidden": "true",
					size: 20
				}), /* @__PURE__ */ jsx("span", { children: office.hours })] })
			]
		})]
	});
}
// src/app/routes/contact.tsx
function ContactPage() {
	return /* @__PURE__ */ jsxs(Fragment$1, { children: [/* @__PURE__ */ jsx(Section, {
		labelledBy: "contact-title",
		tone: "dark",
		className: "page-hero",
		children: /* @__PURE__ */ jsx(SectionHeading, {
			id: "contact-title",
			level: 1,
			eyebrow: contactIntro.eyebrow,
			title: contactIntro.title,
			lead: contactIntro.lead
		})
	}), /* @__PURE__ */ jsxs("div", {
		className: "container contact-layout",
		children: [/* @__PURE__ */ jsx(ContactForm, {}), /* @__PURE__ */ jsxs("div", {
			className: "contact-aside",
			children: [/* @__PURE__ */ jsx(EmergencyNotice, {}), /* @__PURE__ */ jsx(VisitUs, {})]
		})]
	})] });
}
export { ContactPage as default };

//# sourceMappingURL=contact-hXbksm13.js.map