import { r as AuthCard, t as loginSchema } from "./auth-Dm__iTkd.js";
import { t as MESSAGES } from "./messages-7jiQ752O.js";
import { g as Button, h as canUseAdminArea, n as accountNoticePath, r as clearSession } from "../entry-prerender.js";
import { t as Alert } from "./alert-vseVwJwa.js";
import { t as FormField } from "./form-field-BhxgHKhJ.js";
import { i as apiRequest, t as ApiRequestError } from "./api-client-CsphRgZs.js";
import { i as adminReturnPath, n as SESSION_EXPIRED_PARAM, r as SESSION_EXPIRED_VALUE, t as NEXT_PARAM } from "./admin-paths-CvDXRyvJ.js";
import { n as startSession } from "./get-current-user-xoW5KpuA.js";
import { useState } from "react";
import { Link, useLocation, useSearch } from "wouter";
import { Fragment as Fragment$1, jsx, jsxs } from "react/jsx-runtime";
import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
// src/features/auth/api/log-in.ts
/** Signs in with email (or username) and password; resolves to the stored profile with its role. */
async function logIn(input) {
	clearSession();
	const { jwt } = await apiRequest("/api/auth/local", {
		method: "POST",
		body: input
	});
	return startSession(jwt);
}
// src/features/auth/components/login-form.tsx
var SESSION_EXPIRED_MESSAGE = "Your session has expired. Please log in again.";
var SERVER_UNREACHABLE_MESSAGE = "The server could not be reached. Please try again.";
function loginErrorMessage(error) {
	if (error instanceof ApiRequestError) {
		if (error.status === 429) return error.message;
		if (error.status < 500) return MESSAGES.loginFailed;
	}
	return SERVER_UNREACHABLE_MESSAGE;
}
/**
* Email-or-username and password. Staff and Admins continue to the admin area (or the admin page
* they came from); a Registered account goes home with a note that it awaits approval.
*/
function LoginForm() {
	const [, navigate] = useLocation();
	const params = new URLSearchParams(useSearch());
	const expired = params.get(SESSION_EXPIRED_PARAM) === SESSION_EXPIRED_VALUE;
	const returnTo = adminReturnPath(params.get(NEXT_PARAM));
	const [formError, setFormError] = useState(null);
	const { register, handleSubmit, formState: { errors, isSubmitting } } = useForm({
		resolver: zodResolver(loginSchema),
		defaultValues: {
			identifier: "",
			password: ""
		}
	});
	const onSubmit = handleSubmit(async (values) => {
		setFormError(null);
		try {
			const user = await logIn(values);
			navigate(canUseAdminArea(user.role) ? returnTo : accountNoticePath("pending-approval"));
		} catch (error) {
			setFormError(loginErrorMessage(error));
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
			}) : expired ? /* @__PURE__ */ jsx("p", {
				className: "auth-form__notice",
				role: "status",
				children: SESSION_EXPIRED_MESSAGE
			}) : null,
			/* @__PURE__ */ jsx(FormField, {
				label: "Email or username",
				error: errors.identifier?.message,
				required: true,
				children: /* @__PURE__ */ jsx("input", {
					className: "input",
					type: "text",
					autoComplete: "username",
					autoCapitalize: "none",
					spellCheck: false,
					...register("identifier")
				})
			}),
			/* @__PURE__ */ jsx(FormField, {
				label: "Password",
				error: errors.password?.message,
				required: true,
				children: /* @__PURE__ */ jsx("input", {
					className: "input",
					type: "password",
					autoComplete: "current-password",
					...register("password")
				})
			}),
			/* @__PURE__ */ jsx(Button, {
				type: "submit",
				size: "lg",
				className: "auth-form__submit",
				disabled: isSubmitting,
				children: isSubmitting ? "Logging in..." : "Log in"
			})
		]
	});
}
// src/app/routes/login.tsx
function LoginPage() {
	return /* @__PURE__ */ jsx(AuthCard, {
		title: "Log in",
		lead: "Sign in to the back office.",
		footer: /* @__PURE__ */ jsxs(Fragment$1, { children: ["No account yet? ", /* @__PURE__ */ jsx(Link, {
			href: "/signup",
			children: "Sign up"
		})] }),
		children: /* @__PURE__ */ jsx(LoginForm, {})
	});
}
export { LoginPage as default };

//# sourceMappingURL=login-BzPk--qe.js.map