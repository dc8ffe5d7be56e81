import { t as __exportAll } from "./rolldown-runtime-D8jQpDG7.js";
import { _ as buttonClass } from "../entry-prerender.js";
import { n as SectionHeading, t as Section } from "./section-D7kOLtTr.js";
import { Suspense, lazy, useState } from "react";
import { Link } from "wouter";
import { ArrowRight, BrainCircuit, Check, CloudCog, CodeXml, Pause, Play, Quote } from "lucide-react";
import { Fragment as Fragment$1, jsx, jsxs } from "react/jsx-runtime";
// src/content/home.ts
/** Texts of the home page. */
var hero = {
	eyebrow: "Lahore · Berlin",
	title: "Software that moves your business forward",
	lead: "We design, build and run custom software, cloud platforms and AI products for companies across Europe, with an engineering team in Lahore and a German GmbH as your contract partner.",
	primaryCta: {
		label: "Start your project",
		href: "/contact"
	},
	secondaryCta: {
		label: "Meet the team",
		href: "/about"
	},
	facts: [
		{
			value: "10+",
			label: "years of delivery"
		},
		{
			value: "120+",
			label: "projects shipped"
		},
		{
			value: "7",
			label: "partner countries"
		}
	]
};
var offersIntro = {
	title: "What We Offer",
	lead: "From the first sketch to the system that runs for years: one team that owns the whole journey."
};
var offers = [
	{
		icon: "code",
		title: "Custom Software",
		text: "Web platforms, portals and internal tools built around the way your business actually works.",
		points: [
			"Product discovery and UX",
			"Web and mobile apps",
			"Long-term maintenance"
		]
	},
	{
		icon: "cloud",
		title: "Cloud Solutions",
		text: "Architecture, migration and operations on the cloud, with costs and reliability under control.",
		points: [
			"Cloud migration",
			"Kubernetes and DevOps",
			"Monitoring and security"
		]
	},
	{
		icon: "ai",
		title: "AI Innovation",
		text: "Practical machine learning and language models that save time and open new services.",
		points: [
			"Document and data automation",
			"Assistants and search",
			"Model evaluation and MLOps"
		]
	}
];
/** Clients shown in the logo strip; each logo is an SVG wordmark in `public/clients/`. */
var clients = [
	{
		name: "Nordhafen Logistics",
		logo: "/clients/nordhafen.svg"
	},
	{
		name: "Alpenwerk",
		logo: "/clients/alpenwerk.svg"
	},
	{
		name: "Brightlane Health",
		logo: "/clients/brightlane.svg"
	},
	{
		name: "Kanalstadt Energie",
		logo: "/clients/kanalstadt.svg"
	},
	{
		name: "Tulip Commerce",
		logo: "/clients/tulip.svg"
	},
	{
		name: "Vltava Fintech",
		logo: "/clients/vltava.svg"
	},
	{
		name: "Øresund Mobility",
		logo: "/clients/oresund.svg"
	}
];
/** Width and height of every client wordmark file. */
var CLIENT_LOGO_SIZE = {
	width: 180,
	height: 48
};
var testimonials = [{
	quote: "Ravi Software rebuilt our dispatch platform in five months. The team asked the right questions, shipped every two weeks and still answers within the hour when we need them.",
	name: "Katrin Vogel",
	role: "Head of Operations",
	company: "Nordhafen Logistics"
}, {
	quote: "Their AI document pipeline now reads 40,000 supplier invoices a month. Clear contracts through the German GmbH made the decision easy for our board.",
	name: "Jeroen de Wit",
	role: "CTO",
	company: "Tulip Commerce"
}];
var closingCta = {
	title: "Have a project in mind?",
	text: "Tell us where you want to go. We reply within one working day with next steps and a first estimate.",
	cta: {
		label: "Contact us",
		href: "/contact"
	}
};
// src/features/home/components/client-logo-strip.tsx
/**
* The client logos scroll past in an endless loop (a second, hidden copy closes the gap).
* It stops while hovered or focused, with the pause button, and for visitors who prefer
* reduced motion, who see a still grid instead.
*/
function ClientLogoStrip() {
	const [paused, setPaused] = useState(false);
	return /* @__PURE__ */ jsxs("section", {
		className: "logo-strip",
		"aria-labelledby": "clients-title",
		"data-paused": paused,
		children: [/* @__PURE__ */ jsxs("div", {
			className: "container logo-strip__header",
			children: [/* @__PURE__ */ jsx("h2", {
				id: "clients-title",
				className: "logo-strip__title",
				children: "Trusted by teams across Europe"
			}), /* @__PURE__ */ jsx("button", {
				type: "button",
				className: "logo-strip__toggle",
				onClick: () => setPaused((value) => !value),
				"aria-label": paused ? "Play logo animation" : "Pause logo animation",
				children: paused ? /* @__PURE__ */ jsx(Play, {
					"aria-hidden": "true",
					size: 14
				}) : /* @__PURE__ */ jsx(Pause, {
					"aria-hidden": "true",
					size: 14
				})
			})]
		}), /* @__PURE__ */ jsx("div", {
			className: "logo-strip__viewport",
			children: /* @__PURE__ */ jsxs("div", {
				className: "logo-strip__track",
				children: [/* @__PURE__ */ jsx(LogoList, {}), /* @__PURE__ */ jsx(LogoList, { hidden: true })]
			})
		})]
	});
}
function LogoList({ hidden = false }) {
	return /* @__PURE__ */ jsx("ul", {
		className: "logo-strip__list",
		"aria-hidden": hidden || void 0,
		children: clients.map((client) => /* @__PURE__ */ jsx("li", { children: /* @__PURE__ */ jsx("img", {
			src: client.logo,
			alt: hidden ? "" : client.name,
			width: CLIENT_LOGO_SIZE.width,
			height: CLIENT_LOGO_SIZE.height,
			decoding: "async"
		}) }, client.name))
	});
}
// src/features/home/components/closing-cta.tsx
function ClosingCta() {
	return /* @__PURE__ */ jsx("section", {
		className: "closing-cta",
		"aria-labelledby": "closing-cta-title",
		children: /* @__PURE__ */ jsx("div", {
			className: "container",
			children: /* @__PURE__ */ jsxs("div", {
				className: "closing-cta__panel",
				children: [/* @__PURE__ */ jsxs("div", { children: [/* @__PURE__ */ jsx("h2", {
					id: "closing-cta-title",
					children: closingCta.title
				}), /* @__PURE__ */ jsx("p", { children: closingCta.text })] }), /* @__PURE__ */ jsxs(Link, {
					href: closingCta.cta.href,
					className: buttonClass("accent", "lg"),
					children: [closingCta.cta.label, /* @__PURE__ */ jsx(ArrowRight, {
						"aria-hidden": "true",
						size: 18
					})]
				})]
			})
		})
	});
}
// src/features/home/components/hero.tsx
function Hero() {
	return /* @__PURE__ */ jsxs("section", {
		className: "hero",
		"aria-labelledby": "hero-title",
		children: [/* @__PURE__ */ jsxs("div", {
			className: "container hero__inner",
			children: [/* @__PURE__ */ jsxs("div", {
				className: "hero__copy",
				children: [
					/* @__PURE__ */ jsxs("p", {
						className: "hero__eyebrow",
						children: [/* @__PURE__ */ jsx("span", {
							className: "hero__pulse",
							"aria-hidden": "true"
						}), hero.eyebrow]
					}),
					/* @__PURE__ */ jsx("h1", {
						id: "hero-title",
						className: "hero__title",
						children: hero.title
					}),
					/* @__PURE__ */ jsx("p", {
						className: "hero__lead",
						children: hero.lead
					}),
					/* @__PURE__ */ jsxs("div", {
						className: "hero__actions",
						children: [/* @__PURE__ */ jsxs(Link, {
							href: hero.primaryCta.href,
							className: buttonClass("accent", "lg"),
							children: [hero.primaryCta.label, /* @__PURE__ */ jsx(ArrowRight, {
								"aria-hidden": "true",
								size: 18
							})]
						}), /* @__PURE__ */ jsx(Link, {
							href: hero.secondaryCta.href,
							className: buttonClass("on-dark", "lg"),
							children: hero.secondaryCta.label
						})]
					}),
					/* @__PURE__ */ jsx("dl", {
						className: "hero__facts",
						children: hero.facts.map((fact) => /* @__PURE__ */ jsxs("div", {
							className: "hero__fact",
							children: [/* @__PURE__ */ jsx("dt", { children: fact.label }), /* @__PURE__ */ jsx("dd", { children: fact.value })]
						}, fact.label))
					})
				]
			}), /* @__PURE__ */ jsx(HeroIllustration, {})]
		}), /* @__PURE__ */ jsx("svg", {
			className: "hero__wave",
			viewBox: "0 0 1440 80",
			preserveAspectRatio: "none",
			"aria-hidden": "true",
			focusable: "false",
			children: /* @__PURE__ */ jsx("path", { d: "M0 48c180-40 360-40 540 0s360 40 540 0 270-36 360-18v50H0z" })
		})]
	});
}
/** A product window drawn in CSS: decoration only, so it costs no image download. */
function HeroIllustration() {
	return /* @__PURE__ */ jsxs("div", {
		className: "hero-art",
		"aria-hidden": "true",
		children: [
			/* @__PURE__ */ jsxs("div", {
				className: "hero-art__window",
				children: [/* @__PURE__ */ jsxs("div", {
					className: "hero-art__bar",
					children: [
						/* @__PURE__ */ jsx("span", {}),
						/* @__PURE__ */ jsx("span", {}),
						/* @__PURE__ */ jsx("span", {})
					]
				}), /* @__PURE__ */ jsxs("div", {
					className: "hero-art__body",
					children: [/* @__PURE__ */ jsxs("div", {
						className: "hero-art__code",
						children: [
							/* @__PURE__ */ jsx("i", { className: "w-40 c-accent" }),
							/* @__PURE__ */ jsx("i", { className: "w-70 indent" }),
							/* @__PURE__ */ jsx("i", { className: "w-55 indent c-teal" }),
							/* @__PURE__ */ jsx("i", { className: "w-30 indent2 c-accent" }),
							/* @__PURE__ */ jsx("i", { className: "w-60 indent2" }),
							/* @__PURE__ */ jsx("i", { className: "w-45 indent c-teal" }),
							/* @__PURE__ */ jsx("i", { className: "w-25" })
						]
					}), /* @__PURE__ */ jsxs("div", {
						className: "hero-art__chart",
						children: [
							/* @__PURE__ */ jsx("b", { style: { height: "38%" } }),
							/* @__PURE__ */ jsx("b", { style: { height: "56%" } }),
							/* @__PURE__ */ jsx("b", { style: { height: "47%" } }),
							/* @__PURE__ */ jsx("b", { style: { height: "72%" } }),
							/* @__PURE__ */ jsx("b", { style: { height: "64%" } }),
							/* @__PURE__ */ jsx("b", { style: { height: "88%" } })
						]
					})]
				})]
			}),
			/* @__PURE__ */ jsxs("div", {
				className: "hero-art__card hero-art__card--uptime",
				children: [/* @__PURE__ */ jsx("span", {
					className: "hero-art__label",
					children: "Uptime"
				}), /* @__PURE__ */ jsx("span", {
					className: "hero-art__value",
					children: "99.98%"
				})]
			}),
			/* @__PURE__ */ jsxs("div", {
				className: "hero-art__card hero-art__card--deploys",
				children: [/* @__PURE__ */ jsx("span", {
					className: "hero-art__label",
					children: "Releases this month"
				}), /* @__PURE__ */ jsx("span", {
					className: "hero-art__value",
					children: "42"
				})]
			})
		]
	});
}
// src/features/home/components/testimonial-card.tsx
function TestimonialCard({ testimonial }) {
	const initials = testimonial.name.split(" ").map((part) => part[0]).join("");
	return /* @__PURE__ */ jsxs("figure", {
		className: "testimonial",
		children: [
			/* @__PURE__ */ jsx(Quote, {
				className: "testimonial__mark",
				"aria-hidden": "true",
				size: 40
			}),
			/* @__PURE__ */ jsx("blockquote", {
				className: "testimonial__quote",
				children: /* @__PURE__ */ jsx("p", { children: testimonial.quote })
			}),
			/* @__PURE__ */ jsxs("figcaption", {
				className: "testimonial__author",
				children: [/* @__PURE__ */ jsx("span", {
					className: "testimonial__avatar",
					"aria-hidden": "true",
					children: initials
				}), /* @__PURE__ */ jsxs("span", { children: [/* @__PURE__ */ jsx("strong", { children: testimonial.name }), /* @__PURE__ */ jsxs("span", {
					className: "testimonial__role",
					children: [
						testimonial.role,
						", ",
						testimonial.company
					]
				})] })]
			})
		]
	});
}
// src/features/home/components/testimonials.tsx
var TestimonialCarousel = lazy(() => import("./testimonial-carousel-Bgf9yzpo.js"));
function Testimonials() {
	return /* @__PURE__ */ jsxs(Section, {
		labelledBy: "testimonials-title",
		tone: "warm",
		children: [/* @__PURE__ */ jsx(SectionHeading, {
			id: "testimonials-title",
			eyebrow: "Testimonials",
			title: "What our clients say",
			lead: "Long partnerships are the best proof of our work.",
			align: "center"
		}), /* @__PURE__ */ jsx(Suspense, {
			fallback: /* @__PURE__ */ jsx(TestimonialCard, { testimonial: testimonials[0] }),
			children: /* @__PURE__ */ jsx(TestimonialCarousel, {})
		})]
	});
}
// src/features/home/components/what-we-offer.tsx
var ICONS = {
	code: CodeXml,
	cloud: CloudCog,
	ai: BrainCircuit
};
function WhatWeOffer() {
	return /* @__PURE__ */ jsxs(Section, {
		labelledBy: "offers-title",
		children: [/* @__PURE__ */ jsx(SectionHeading, {
			id: "offers-title",
			eyebrow: "Services",
			title: offersIntro.title,
			lead: offersIntro.lead,
			align: "center"
		}), /* @__PURE__ */ jsx("ul", {
			className: "offer-grid",
			children: offers.map((offer) => {
				const Icon = ICONS[offer.icon];
				return /* @__PURE__ */ jsxs("li", {
					className: "offer-card",
					children: [
						/* @__PURE__ */ jsx("span", {
							className: "offer-card__icon",
							children: /* @__PURE__ */ jsx(Icon, {
								"aria-hidden": "true",
								size: 26
							})
						}),
						/* @__PURE__ */ jsx("h3", { children: offer.title }),
						/* @__PURE__ */ jsx("p", { children: offer.text }),
						/* @__PURE__ */ jsx("ul", {
							className: "offer-card__points",
							children: offer.points.map((point) => /* @__PURE__ */ jsxs("li", { children: [/* @__PURE__ */ jsx(Check, {
								"aria-hidden": "true",
								size: 16
							}), point] }, point))
						})
					]
				}, offer.title);
			})
		})]
	});
}
// src/app/routes/home.tsx
var home_exports = /* @__PURE__ */ __exportAll({ default: () => HomePage });
function HomePage() {
	return /* @__PURE__ */ jsxs(Fragment$1, { children: [
		/* @__PURE__ */ jsx(Hero, {}),
		/* @__PURE__ */ jsx(WhatWeOffer, {}),
		/* @__PURE__ */ jsx(ClientLogoStrip, {}),
		/* @__PURE__ */ jsx(Testimonials, {}),
		/* @__PURE__ */ jsx(ClosingCta, {})
	] });
}
export { HomePage as default, TestimonialCard as n, testimonials as r, home_exports as t };

//# sourceMappingURL=home-C_HK2uiX.js.map