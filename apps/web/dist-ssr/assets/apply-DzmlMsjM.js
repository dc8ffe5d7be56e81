import { n as SectionHeading, t as Section } from "./section-D7kOLtTr.js";
import { n as RESUME_MAX_BYTES } from "./constants-DNC7EN4_.js";
import { t as MESSAGES } from "./messages-7jiQ752O.js";
import { f as POSITIONS, g as Button, l as EXPERIENCE_LEVELS } from "../entry-prerender.js";
import { t as Alert } from "./alert-vseVwJwa.js";
import { t as FormField } from "./form-field-BhxgHKhJ.js";
import { a as apiUpload, i as apiRequest, t as ApiRequestError } from "./api-client-CsphRgZs.js";
import { t as applyServerFieldErrors } from "./server-field-errors-DRB-iq3L.js";
import { a as isoDateField, c as requiredText, n as emailField, r as enumField, s as phoneField } from "./fields-DiDb7tc2.js";
import { useEffect, useRef, useState } from "react";
import { Link, useSearch } from "wouter";
import { Send } from "lucide-react";
import { Fragment as Fragment$1, jsx, jsxs } from "react/jsx-runtime";
import { zodResolver } from "@hookform/resolvers/zod";
import { useForm, useWatch } from "react-hook-form";
import { z } from "zod";
// src/content/apply.ts
/** Texts of the Apply page around the form. */
var applyIntro = {
	eyebrow: "Careers",
	title: "Apply for a Position",
	lead: "Tell us about yourself and attach your resume. We read every application and reply within two weeks."
};
var applyFormText = {
	success: "Thank you! Your application has been sent. We will contact you soon.",
	consent: "I agree that Ravi Software may store and process my data to handle my application, as described in the privacy policy.",
	resumeHint: "One PDF file, up to 10 MB."
};
// src/features/apply/api/submit-application.ts
/** Step one: `POST /api/upload` with the resume as the form's `files` field. */
async function uploadResume(resume) {
	const form = new FormData();
	form.append("files", resume, resume.name);
	const [uploaded] = await apiUpload("/api/upload", form);
	if (!uploaded) throw new Error("The upload returned no file.");
	return uploaded.id;
}
/** Step two: `POST /api/carrers` with the applicant's fields and the uploaded resume's id. */
function createApplication(fields, resumeId) {
	return apiRequest("/api/carrers", {
		method: "POST",
		body: { data: {
			...fields,
			resume: [resumeId]
		} }
	});
}
// ../../packages/shared/src/application.ts
/** The fields a visitor fills in on the Apply form (SPEC.md section 5), without the resume. */
var applicantFieldsSchema = z.strictObject({
	firstName: requiredText("First name", 100),
	lastName: requiredText("Last name", 100),
	email: emailField,
	address: requiredText("Address", 300),
	phone: phoneField,
	startDate: isoDateField("Start date"),
	experience: enumField("Experience", EXPERIENCE_LEVELS),
	salaryExpect: z.number({ error: "Expected salary must be a number." }).finite({ error: "Expected salary must be a number." }).min(0, { error: MESSAGES.salaryMin }).max(1e9, { error: "Expected salary is too large." }),
	position: enumField("Position", POSITIONS),
	coverLetter: requiredText("Cover letter", 1e4),
	consent: z.literal(true, { error: MESSAGES.consentRequired })
});
applicantFieldsSchema.extend({ resume: z.array(z.number({ error: MESSAGES.resumeRequired }).int().positive(), { error: MESSAGES.resumeRequired }).length(1, { error: MESSAGES.resumeRequired }) });
var RESUME_TOO_LARGE = `Resume must be at most ${RESUME_MAX_BYTES / 1048576} MB.`;
function isPdf(file) {
	return file.type === "application/pdf" || file.name.toLowerCase().endsWith(".pdf");
}
/** The chosen resume: exactly one PDF within the size the server accepts. */
var resumeField = z.unknown().transform((value, ctx) => {
	const files = value;
	const file = files?.length === 1 ? files[0] : void 0;
	if (!file || !isPdf(file)) {
		ctx.addIssue({
			code: "custom",
			message: MESSAGES.resumeRequired
		});
		return z.NEVER;
	}
	if (file.size > 10485760) {
		ctx.addIssue({
			code: "custom",
			message: RESUME_TOO_LARGE
		});
		return z.NEVER;
	}
	return file;
});
var { shape } = applicantFieldsSchema;
/**
* The Apply form: the shared applicant rules, fed with what the inputs give (text, an unchosen
* select, an unticked box) before the shared rule checks it, and the resume file checked here.
*/
var applyFormSchema = applicantFieldsSchema.extend({
	startDate: z.string().min(1, { error: "Start date is required." }).pipe(shape.startDate),
	experience: z.string().min(1, { error: "Experience is required." }).pipe(shape.experience),
	position: z.string().min(1, { error: "Position is required." }).pipe(shape.position),
	consent: z.boolean().pipe(shape.consent),
	salaryExpect: z.string().trim().min(1, { error: "Expected salary is required." }).transform(Number).pipe(shape.salaryExpect),
	resume: resumeField
});
// src/features/apply/components/apply-form.tsx
var EMPTY_APPLICATION = {
	firstName: "",
	lastName: "",
	email: "",
	address: "",
	phone: "",
	startDate: "",
	experience: "",
	salaryExpect: "",
	position: "",
	coverLetter: "",
	resume: void 0,
	consent: false
};
var FIELDS = Object.keys(EMPTY_APPLICATION);
/** Upload answers that concern the file itself; their message belongs on the resume field. */
var FILE_REJECTED_STATUSES = [
	400,
	413,
	415
];
function ApplyForm() {
	const { register, handleSubmit, reset, setError, setValue, control, formState: { errors, isSubmitting } } = useForm({
		resolver: zodResolver(applyFormSchema),
		defaultValues: EMPTY_APPLICATION
	});
	const [outcome, setOutcome] = useState(null);
	const outcomeRef = useRef(null);
	const search = useSearch();
	const consentGiven = useWatch({
		control,
		name: "consent"
	});
	useEffect(() => {
		const position = new URLSearchParams(search).get("position");
		if (position && POSITIONS.includes(position)) setValue("position", position);
	}, [search, setValue]);
	useEffect(() => {
		if (outcome === "sent") outcomeRef.current?.focus();
	}, [outcome]);
	const onSubmit = handleSubmit(async ({ resume, ...fields }) => {
		setOutcome(null);
		let resumeId;
		try {
			resumeId = await uploadResume(resume);
		} catch (error) {
			if (error instanceof ApiRequestError && FILE_REJECTED_STATUSES.includes(error.status)) setError("resume", {
				type: "server",
				message: error.message
			}, { shouldFocus: true });
			setOutcome("failed");
			return;
		}
		try {
			await createApplication(fields, resumeId);
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
		"aria-label": "Job application",
		children: [
			outcome === "sent" ? /* @__PURE__ */ jsx(Alert, {
				ref: outcomeRef,
				tone: "success",
				children: applyFormText.success
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
						label: "Address",
						required: true,
						error: errors.address?.message,
						className: "form__wide",
						children: /* @__PURE__ */ jsx("input", {
							className: "input",
							autoComplete: "street-address",
							...register("address")
						})
					}),
					/* @__PURE__ */ jsx(FormField, {
						label: "Position",
						required: true,
						error: errors.position?.message,
						children: /* @__PURE__ */ jsxs("select", {
							className: "input",
							...register("position"),
							children: [/* @__PURE__ */ jsx("option", {
								value: "",
								children: "Select a position"
							}), POSITIONS.map((position) => /* @__PURE__ */ jsx("option", {
								value: position,
								children: position
							}, position))]
						})
					}),
					/* @__PURE__ */ jsx(FormField, {
						label: "Experience",
						required: true,
						error: errors.experience?.message,
						children: /* @__PURE__ */ jsxs("select", {
							className: "input",
							...register("experience"),
							children: [/* @__PURE__ */ jsx("option", {
								value: "",
								children: "Select your experience"
							}), EXPERIENCE_LEVELS.map((level) => /* @__PURE__ */ jsx("option", {
								value: level,
								children: level
							}, level))]
						})
					}),
					/* @__PURE__ */ jsx(FormField, {
						label: "Start date",
						required: true,
						error: errors.startDate?.message,
						children: /* @__PURE__ */ jsx("input", {
							className: "input",
							type: "date",
							...register("startDate")
						})
					}),
					/* @__PURE__ */ jsx(FormField, {
						label: "Expected salary (PKR)",
						required: true,
						error: errors.salaryExpect?.message,
						children: /* @__PURE__ */ jsx("input", {
							className: "input",
							type: "number",
							inputMode: "numeric",
							min: 0,
							step: 1,
							...register("salaryExpect")
						})
					}),
					/* @__PURE__ */ jsx(FormField, {
						label: "Cover letter",
						required: true,
						error: errors.coverLetter?.message,
						className: "form__wide",
						children: /* @__PURE__ */ jsx("textarea", {
							className: "input",
							rows: 7,
							...register("coverLetter")
						})
					}),
					/* @__PURE__ */ jsx(FormField, {
						label: "Resume",
						required: true,
						hint: applyFormText.resumeHint,
						error: errors.resume?.message,
						className: "form__wide",
						children: /* @__PURE__ */ jsx("input", {
							className: "input",
							type: "file",
							accept: "application/pdf,.pdf",
							...register("resume")
						})
					}),
					/* @__PURE__ */ jsx("div", {
						className: "form__wide",
						children: /* @__PURE__ */ jsxs("label", {
							className: "form__check",
							children: [
								/* @__PURE__ */ jsx("input", {
									type: "checkbox",
									"aria-invalid": errors.consent ? true : void 0,
									"aria-describedby": errors.consent ? "consent-error" : void 0,
									...register("consent")
								}),
								/* @__PURE__ */ jsxs("span", { children: [
									applyFormText.consent,
									" ",
									/* @__PURE__ */ jsx(Link, {
										href: "/privacy",
										children: "Read the privacy policy"
									}),
									"."
								] }),
								errors.consent ? /* @__PURE__ */ jsx("span", {
									id: "consent-error",
									className: "form-field__error form__check-error",
									role: "alert",
									children: errors.consent.message
								}) : null
							]
						})
					})
				]
			}),
			outcome === "failed" ? /* @__PURE__ */ jsx(Alert, {
				tone: "error",
				children: MESSAGES.applyFailed
			}) : null,
			/* @__PURE__ */ jsxs("div", {
				className: "form__actions",
				children: [/* @__PURE__ */ jsxs(Button, {
					type: "submit",
					size: "lg",
					disabled: !consentGiven || isSubmitting,
					children: [isSubmitting ? "Submitting..." : "Submit application", isSubmitting ? null : /* @__PURE__ */ jsx(Send, {
						"aria-hidden": "true",
						size: 18
					})]
				}), consentGiven ? null : /* @__PURE__ */ jsx("p", {
					className: "form__note",
					children: "Tick the consent box above to submit your application."
				})]
			})
		]
	});
}
// src/app/routes/apply.tsx
var STEPS = [
	{
		title: "We read your application",
		text: "A lead from the team you would join reads every application."
	},
	{
		title: "A first conversation",
		text: "A 30-minute call about you, your work and what you are looking for."
	},
	{
		title: "A practical task",
		text: "A short task or pairing session close to the work you would do."
	},
	{
		title: "Meet the team",
		text: "Visit the office, meet your future colleagues and get our offer."
	}
];
function ApplyPage() {
	return /* @__PURE__ */ jsxs(Fragment$1, { children: [/* @__PURE__ */ jsx(Section, {
		labelledBy: "apply-title",
		tone: "dark",
		className: "page-hero",
		children: /* @__PURE__ */ jsx(SectionHeading, {
			id: "apply-title",
			level: 1,
			eyebrow: applyIntro.eyebrow,
			title: applyIntro.title,
			lead: applyIntro.lead
		})
	}), /* @__PURE__ */ jsxs("div", {
		className: "container apply-layout",
		children: [/* @__PURE__ */ jsx(ApplyForm, {}), /* @__PURE__ */ jsxs("aside", {
			className: "apply-steps",
			"aria-labelledby": "apply-steps-title",
			children: [
				/* @__PURE__ */ jsx("h2", {
					id: "apply-steps-title",
					children: "What happens next"
				}),
				/* @__PURE__ */ jsx("ol", { children: STEPS.map((step) => /* @__PURE__ */ jsx("li", { children: /* @__PURE__ */ jsxs("span", { children: [/* @__PURE__ */ jsx("strong", { children: step.title }), step.text] }) }, step.title)) }),
				/* @__PURE__ */ jsx(Link, {
					href: "/career",
					children: "See all open positions"
				})
			]
		})]
	})] });
}
export { ApplyPage as default };

//# sourceMappingURL=apply-DzmlMsjM.js.map