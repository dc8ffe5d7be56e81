// ../../packages/shared/src/messages.ts
/** User-facing texts of SPEC.md sections 5 and 8, worded exactly as the spec gives them. */
var MESSAGES = {
	invalidEmail: "Please enter a valid email address.",
	invalidPhone: "Please enter a valid phone number.",
	resumeRequired: "Resume is required (PDF only).",
	required: "This field is required.",
	consentRequired: "Please confirm your consent to continue.",
	salaryMin: "Expected salary must be 0 or more.",
	serviceNameEmpty: "Service name cannot be empty",
	contactFailed: "Something went wrong. Please try again later.",
	applyFailed: "Your application could not be sent. Please try again later.",
	loginFailed: "Invalid email or password.",
	signupFailed: "Signup failed. Try again.",
	loadApplicationsFailed: "Failed to load applications.",
	loadMessagesFailed: "Failed to load messages.",
	updateStatusFailed: "Failed to update application status.",
	updateInterviewTimeFailed: "Failed to update interview time.",
	updateRemarksFailed: "Failed to update remarks.",
	createInvoiceFailed: "Failed to create invoice.",
	saveInvoiceFailed: "Failed to save invoice. Make sure all fields are valid and try again.",
	generatePdfFailed: "Failed to generate PDF.",
	invoiceNotFound: "Invoice data not found.",
	confirmDeleteService: "Are you sure you want to delete this service?",
	confirmDeleteInvoice: "Are you sure you want to delete this invoice?",
	noCoverLetter: "No cover letter provided.",
	noFiles: "No files.",
	noMessage: "No message provided.",
	noDescription: "No description provided.",
	noServicesSelected: "No services selected.",
	noInvoices: "No invoices found."
};
function invoiceCreatedMessage(invoiceNumber) {
	return `Invoice ${invoiceNumber} created successfully!`;
}
export { invoiceCreatedMessage as n, MESSAGES as t };

//# sourceMappingURL=messages-7jiQ752O.js.map