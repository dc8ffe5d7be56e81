import { n as registerSchema, r as AuthCard } from "./auth-Dm__iTkd.js";
import { t as MESSAGES } from "./messages-7jiQ752O.js";
import { t as Alert } from "./alert-vseVwJwa.js";
import { g as Button, n as accountNoticePath, r as clearSession } from "../entry-prerender.js";
import { t as FormField } from "./form-field-BhxgHKhJ.js";
import { i as apiRequest, t as ApiRequestError } from "./api-client-CsphRgZs.js";
import { n as startSession } from "./get-current-user-xoW5KpuA.js";
import { useState } from "react";
import { Link, useLocation } from "wouter";
import { Fragment as Fragment$1, jsx, jsxs } from "react/jsx-runtime";
import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
// src/features/auth/api/sign-up.ts
/** Creates an account (role Registered) and keeps its token, as SPEC.md section 4 asks. */
async function signUp(input) {
	clearSession();
	const { jwt } = await apiRequest("/api/auth/local/register", {
		method: "POST",
		body: input
	});
	return startSession(jwt);
}
// src/features/auth/components/signup-form.tsx
var FIELDS = [
	"username",
	"email",
	"password"
];
/** The server's message when it gave one (e.g. the email is taken), else SPEC.md's fallback. */
function signupErrorMessage(error) {
	if (error instanceof ApiRequestError && error.status < 500 && error.message) return error.message;
	return MESSAGES.signupFailed;
}
/** Full name, email and password; on success the token is kept and the user goes home. */
function SignupForm() {
	const [, navigate] = useLocation();
	const [formError, setFormError] = useState(null);
	const { register, handleSubmit, setError, formState: { errors, isSubmitting } } = useForm({
		resolver: zodResolver(registerSchema),
		defaultValues: {
			username: "",
			email: "",
			password: ""
		}
	});
	const onSubmit = handleSubmit(async (values) => {
		setFormError(null);
		try {
			await signUp(values);
			navigate(accountNoticePath("account-created"));
		} catch (error) {
			setFormError(signupErrorMessage(error));
			if (error instanceof ApiRequestError) {
				for (const [field, message] of Object.entries(error.fieldErrors)) if (FIELDS.includes(field)) setError(field, { message });
			}
		}
	});
	return /* @__PURE__ */ jsxs("form", {
		className: "auth-form",
		onSubmit,
		noValidate: true,
		children: [
			formError ? /* @__PURE__ */ jsx(Alert, {
				tone: "error",
				children: formError
			}) : null,
			/* @__PURE__ */ jsx(FormField, {
				label: "Full name",
				error: errors.username?.message,
				required: true,
				children: /* @__PURE__ */ jsx("input", {
					className: "input",
					type: "text",
					autoComplete: "name",
					...register("username")
				})
			}),
			/* @__PURE__ */ jsx(FormField, {
				label: "Email",
				error: errors.email?.message,
				required: true,
				children: /* @__PURE__ */ jsx("input", {
					className: "input",
					type: "email",
					autoComplete: "email",
					autoCapitalize: "none",
					spellCheck: false,
					...register("email")
				})
			}),
			/* @__PURE__ */ jsx(FormField, {
				label: "Password",
				error: errors.password?.message,
				hint: `At least 8 characters.`,
				required: true,
				children: /* @__PURE__ */ jsx("input", {
					className: "input",
					type: "password",
					autoComplete: "new-password",
					...register("password")
				})
			}),
			/* @__PURE__ */ jsx(Button, {
				type: "submit",
				size: "lg",
				className: "auth-form__submit",
				disabled: isSubmitting,
				children: isSubmitting ? "Submitting..." : "Sign up"
			})
		]
	});
}
// src/app/routes/signup.tsx
function SignupPage() {
	return /* @__PURE__ */ jsx(AuthCard, {
		title: "Sign up",
		lead: "Create an account. An administrator gives staff access to the back office.",
		footer: /* @__PURE__ */ jsxs(Fragment$1, { children: ["Already have an account? ", /* @__PURE__ */ jsx(Link, {
			href: "/login",
			children: "Log in"
		})] }),
		children: /* @__PURE__ */ jsx(SignupForm, {})
	});
}
export { SignupPage as default };

//# sourceMappingURL=signup-DecTBGqW.js.map