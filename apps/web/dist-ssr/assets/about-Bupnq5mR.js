import { t as __exportAll } from "./rolldown-runtime-D8jQpDG7.js";
import { n as SectionHeading, t as Section } from "./section-D7kOLtTr.js";
import { y as office } from "../entry-prerender.js";
import { Suspense, lazy } from "react";
import { Link } from "wouter";
import { Handshake, Lightbulb, MapPin, Rocket, Sparkles } from "lucide-react";
import { Fragment as Fragment$1, jsx, jsxs } from "react/jsx-runtime";
import { siDjango, siDocker, siFastapi, siFigma, siFlutter, siGit, siGooglecloud, siGraphql, siKubernetes, siMongodb, siNestjs, siNextdotjs, siNodedotjs, siPostgresql, siPython, siPytorch, siReact, siRedis, siTailwindcss, siTypescript } from "simple-icons";
// ../../node_modules/flag-icons/flags/4x3/at.svg
var at_default = "data:image/svg+xml,%3csvg%20xmlns='http://www.w3.org/2000/svg'%20id='flag-icons-at'%20viewBox='0%200%20640%20480'%3e%3cpath%20fill='%23fff'%20d='M0%20160h640v160H0z'/%3e%3cpath%20fill='%23c8102e'%20d='M0%200h640v160H0zm0%20320h640v160H0z'/%3e%3c/svg%3e";
// ../../node_modules/flag-icons/flags/4x3/ch.svg
var ch_default = "data:image/svg+xml,%3csvg%20xmlns='http://www.w3.org/2000/svg'%20id='flag-icons-ch'%20viewBox='0%200%20640%20480'%3e%3cg%20fill-rule='evenodd'%20stroke-width='1pt'%3e%3cpath%20fill='red'%20d='M0%200h640v480H0z'/%3e%3cg%20fill='%23fff'%3e%3cpath%20d='M170%20195h300v90H170z'/%3e%3cpath%20d='M275%2090h90v300h-90z'/%3e%3c/g%3e%3c/g%3e%3c/svg%3e";
// ../../node_modules/flag-icons/flags/4x3/cz.svg
var cz_default = "data:image/svg+xml,%3csvg%20xmlns='http://www.w3.org/2000/svg'%20id='flag-icons-cz'%20viewBox='0%200%20640%20480'%3e%3cpath%20fill='%23fff'%20d='M0%200h640v240H0z'/%3e%3cpath%20fill='%23d7141a'%20d='M0%20240h640v240H0z'/%3e%3cpath%20fill='%2311457e'%20d='M360%20240%200%200v480z'/%3e%3c/svg%3e";
// ../../node_modules/flag-icons/flags/4x3/de.svg
var de_default = "data:image/svg+xml,%3csvg%20xmlns='http://www.w3.org/2000/svg'%20id='flag-icons-de'%20viewBox='0%200%20640%20480'%3e%3cpath%20fill='%23fc0'%20d='M0%20320h640v160H0z'/%3e%3cpath%20fill='%23000001'%20d='M0%200h640v160H0z'/%3e%3cpath%20fill='red'%20d='M0%20160h640v160H0z'/%3e%3c/svg%3e";
// ../../node_modules/flag-icons/flags/4x3/dk.svg
var dk_default = "data:image/svg+xml,%3csvg%20xmlns='http://www.w3.org/2000/svg'%20id='flag-icons-dk'%20viewBox='0%200%20640%20480'%3e%3cpath%20fill='%23c8102e'%20d='M0%200h640.1v480H0z'/%3e%3cpath%20fill='%23fff'%20d='M205.7%200h68.6v480h-68.6z'/%3e%3cpath%20fill='%23fff'%20d='M0%20205.7h640.1v68.6H0z'/%3e%3c/svg%3e";
// ../../node_modules/flag-icons/flags/4x3/gb.svg
var gb_default = "data:image/svg+xml,%3csvg%20xmlns='http://www.w3.org/2000/svg'%20id='flag-icons-gb'%20viewBox='0%200%20640%20480'%3e%3cpath%20fill='%23012169'%20d='M0%200h640v480H0z'/%3e%3cpath%20fill='%23FFF'%20d='m75%200%20244%20181L562%200h78v62L400%20241l240%20178v61h-80L320%20301%2081%20480H0v-60l239-178L0%2064V0z'/%3e%3cpath%20fill='%23C8102E'%20d='m424%20281%20216%20159v40L369%20281zm-184%2020%206%2035L54%20480H0zM640%200v3L391%20191l2-44L590%200zM0%200l239%20176h-60L0%2042z'/%3e%3cpath%20fill='%23FFF'%20d='M241%200v480h160V0zM0%20160v160h640V160z'/%3e%3cpath%20fill='%23C8102E'%20d='M0%20193v96h640v-96zM273%200v480h96V0z'/%3e%3c/svg%3e";
// ../../node_modules/flag-icons/flags/4x3/nl.svg
var nl_default = "data:image/svg+xml,%3csvg%20xmlns='http://www.w3.org/2000/svg'%20id='flag-icons-nl'%20viewBox='0%200%20640%20480'%3e%3cpath%20fill='%23ae1c28'%20d='M0%200h640v160H0z'/%3e%3cpath%20fill='%23fff'%20d='M0%20160h640v160H0z'/%3e%3cpath%20fill='%2321468b'%20d='M0%20320h640v160H0z'/%3e%3c/svg%3e";
// src/content/about.ts
/** Texts of the About page. */
var whoWeAre = {
	eyebrow: "About us",
	title: "Who We Are",
	paragraphs: ["Ravi Software is a software engineering company named after the river that runs through Lahore. Our engineers, designers and testers work from one office in the city, and Ravi Software GmbH in Germany is the contract partner for our European clients.", "We started as a handful of developers building web shops for small businesses. Today we design and run platforms for logistics, health, energy and finance companies, and we still work the way we started: small teams, direct conversations, honest estimates."]
};
var partnersIntro = {
	title: "Global Partners",
	lead: "Clients and partners in seven European countries trust us with the software their business runs on."
};
var partners = [
	{
		country: "Germany",
		flag: de_default
	},
	{
		country: "United Kingdom",
		flag: gb_default
	},
	{
		country: "Netherlands",
		flag: nl_default
	},
	{
		country: "Switzerland",
		flag: ch_default
	},
	{
		country: "Denmark",
		flag: dk_default
	},
	{
		country: "Austria",
		flag: at_default
	},
	{
		country: "Czech Republic",
		flag: cz_default
	}
];
var driversIntro = {
	title: "What Drives Us",
	lead: "Three ideas guide how we hire, how we plan and how we work with every client."
};
var drivers = [
	{
		icon: "innovation",
		title: "Innovation",
		text: "We try new tools in small, safe steps and keep what really makes software better, faster or cheaper to run."
	},
	{
		icon: "agility",
		title: "Agility",
		text: "Short cycles, working software every two weeks and plans that change when your market does."
	},
	{
		icon: "partnership",
		title: "Partnership",
		text: "We think like your own team: we share what we know, say early when something is at risk and stay after launch."
	}
];
var mission = {
	title: "Our Mission",
	statement: "To give growing companies the engineering team they need: skilled, dependable and honest, building software that lasts and people enjoy using.",
	text: "We measure ourselves by the systems still running years after we built them, and by the clients who come back with their next idea."
};
/** Every office photo is 3:2; these are the intrinsic size of the largest file. */
var OFFICE_PHOTO_SIZE = {
	width: 1200,
	height: 800
};
var OFFICE_PHOTO_WIDTHS = [640, 1200];
var officeIntro = {
	title: "Our Office",
	lead: "Our home in Lahore: bright rooms, quiet corners for deep work and a big table for lunch together."
};
var officePhotos = [
	{
		src: "/images/office-workspace",
		alt: "Open-plan workspace with rows of desks, monitors and plants under tall windows",
		caption: "The open workspace on the twelfth floor"
	},
	{
		src: "/images/office-meeting",
		alt: "Meeting room with a long table, chairs and a wall screen showing a project board",
		caption: "Where sprint reviews and client calls happen"
	},
	{
		src: "/images/office-lounge",
		alt: "Lounge with a sofa, a coffee bar and a view over the Lahore skyline at dusk",
		caption: "The lounge, for chai breaks and team lunches"
	}
];
var teamIntro = {
	title: "Meet the Team",
	lead: "The people who will build your product, and the seat we are looking to fill next."
};
var team = [
	{
		name: "Usman Tariq",
		role: "Chief Executive Officer",
		experience: "15 years",
		stack: [
			"Strategy",
			"Architecture",
			"Sales"
		]
	},
	{
		name: "Anna Becker",
		role: "Managing Director, GmbH",
		experience: "12 years",
		stack: [
			"Contracts",
			"Delivery",
			"Client success"
		]
	},
	{
		name: "Hamza Sheikh",
		role: "Senior Full Stack Developer (Team Lead)",
		experience: "9 years",
		stack: [
			"React",
			"Node.js",
			"PostgreSQL"
		]
	},
	{
		name: "Ayesha Khan",
		role: "Frontend Developer",
		experience: "5 years",
		stack: [
			"TypeScript",
			"React",
			"Next.js"
		]
	},
	{
		name: "Bilal Raza",
		role: "Backend Developer",
		experience: "6 years",
		stack: [
			"NestJS",
			"Redis",
			"Docker"
		]
	},
	{
		name: "Fatima Malik",
		role: "UI/UX Designer",
		experience: "7 years",
		stack: [
			"Figma",
			"Design systems",
			"User research"
		]
	},
	{
		name: "Zain Ahmed",
		role: "Cloud & DevOps Engineer",
		experience: "8 years",
		stack: [
			"Kubernetes",
			"Google Cloud",
			"Terraform"
		]
	},
	{
		name: "Sara Iqbal",
		role: "QA Engineer",
		experience: "4 years",
		stack: [
			"Cypress",
			"Selenium",
			"Jest"
		]
	},
	{
		name: "Ali Hassan",
		role: "Mobile Developer",
		experience: "5 years",
		stack: [
			"Flutter",
			"Kotlin",
			"Firebase"
		]
	},
	{
		name: "Mahnoor Javed",
		role: "Data Scientist",
		experience: "4 years",
		stack: [
			"Python",
			"PyTorch",
			"FastAPI"
		]
	},
	{
		name: "Omar Farooq",
		role: "Project Manager",
		experience: "10 years",
		stack: [
			"Scrum",
			"Jira",
			"Stakeholder care"
		]
	},
	{
		name: "Could be you",
		role: "AI Engineer",
		experience: "3+ years",
		stack: [
			"LLMs",
			"Python",
			"MLOps"
		],
		hiring: true
	}
];
// src/features/about/components/global-partners.tsx
/** Flag files are 4:3. */
var FLAG_SIZE = {
	width: 48,
	height: 36
};
function GlobalPartners() {
	return /* @__PURE__ */ jsxs(Section, {
		labelledBy: "partners-title",
		children: [/* @__PURE__ */ jsx(SectionHeading, {
			id: "partners-title",
			eyebrow: "Where we work",
			title: partnersIntro.title,
			lead: partnersIntro.lead,
			align: "center"
		}), /* @__PURE__ */ jsx("ul", {
			className: "partner-list",
			children: partners.map((partner) => /* @__PURE__ */ jsxs("li", {
				className: "partner",
				children: [/* @__PURE__ */ jsx("img", {
					className: "partner__flag",
					src: partner.flag,
					alt: "",
					width: FLAG_SIZE.width,
					height: FLAG_SIZE.height,
					loading: "lazy",
					decoding: "async"
				}), /* @__PURE__ */ jsx("span", { children: partner.country })]
			}, partner.country))
		})]
	});
}
// src/features/about/components/meet-the-team.tsx
function MeetTheTeam() {
	return /* @__PURE__ */ jsxs(Section, {
		labelledBy: "team-title",
		tone: "muted",
		children: [/* @__PURE__ */ jsx(SectionHeading, {
			id: "team-title",
			eyebrow: "People",
			title: teamIntro.title,
			lead: teamIntro.lead
		}), /* @__PURE__ */ jsx("ul", {
			className: "team-grid",
			children: team.map((member, index) => /* @__PURE__ */ jsx("li", {
				className: member.hiring ? "member member--hiring" : "member",
				children: /* @__PURE__ */ jsx(MemberCard, {
					member,
					tint: index % 4
				})
			}, `${member.name}-${member.role}`))
		})]
	});
}
function MemberCard({ member, tint }) {
	const initials = member.name.split(" ").map((part) => part[0]).join("").slice(0, 2);
	return /* @__PURE__ */ jsxs("article", {
		className: "member__card",
		"aria-labelledby": `member-${slug(member)}`,
		children: [
			member.hiring ? /* @__PURE__ */ jsx("span", {
				className: "member__avatar member__avatar--hiring",
				"aria-hidden": "true",
				children: /* @__PURE__ */ jsx(Sparkles, { size: 26 })
			}) : /* @__PURE__ */ jsx("span", {
				className: `member__avatar member__avatar--${tint}`,
				"aria-hidden": "true",
				children: initials
			}),
			member.hiring ? /* @__PURE__ */ jsx("p", {
				className: "member__badge",
				children: "We’re hiring"
			}) : null,
			/* @__PURE__ */ jsx("h3", {
				id: `member-${slug(member)}`,
				className: "member__name",
				children: member.hiring ? member.role : member.name
			}),
			/* @__PURE__ */ jsx("p", {
				className: "member__role",
				children: member.hiring ? member.name : member.role
			}),
			/* @__PURE__ */ jsxs("p", {
				className: "member__experience",
				children: [/* @__PURE__ */ jsx("span", {
					className: "visually-hidden",
					children: "Experience: "
				}), member.experience]
			}),
			/* @__PURE__ */ jsx("ul", {
				className: "member__stack",
				"aria-label": "Stack",
				children: member.stack.map((item) => /* @__PURE__ */ jsx("li", { children: item }, item))
			}),
			member.hiring ? /* @__PURE__ */ jsx(Link, {
				href: "/career",
				className: "member__cta",
				children: "See open positions"
			}) : null
		]
	});
}
function slug(member) {
	return `${member.name}-${member.role}`.toLowerCase().replace(/[^a-z0-9]+/g, "-");
}
// src/content/technologies.ts
var expertiseIntro = {
	title: "Our Expertise",
	lead: "The tools our teams use every day, chosen because they are proven, well supported and a joy to work with."
};
/** The twenty technologies of Our Expertise; only these icons are bundled. */
var technologies = [
	siTypescript,
	siReact,
	siNextdotjs,
	siNodedotjs,
	siNestjs,
	siPython,
	siDjango,
	siFastapi,
	siPostgresql,
	siMongodb,
	siRedis,
	siGraphql,
	siDocker,
	siKubernetes,
	siGooglecloud,
	siPytorch,
	siFlutter,
	siTailwindcss,
	siFigma,
	siGit
].map(({ title, path, hex }) => ({
	title,
	path,
	hex
}));
// src/features/about/logo-colour.ts
/** Ink colour for logos whose brand colour is too light to see on white. */
var FALLBACK_INK = "var(--color-ink-900)";
/** WCAG's minimum contrast for graphics (1.4.11). */
var MIN_GRAPHIC_CONTRAST = 3;
function relativeLuminance(hex) {
	const channel = (offset) => {
		const value = parseInt(hex.slice(offset, offset + 2), 16) / 255;
		return value <= .03928 ? value / 12.92 : ((value + .055) / 1.055) ** 2.4;
	};
	return .2126 * channel(0) + .7152 * channel(2) + .0722 * channel(4);
}
/** The brand colour of a logo (hex without `#`) when it stands out on white, ink otherwise. */
function logoColour(hex) {
	return 1.05 / (relativeLuminance(hex) + .05) >= MIN_GRAPHIC_CONTRAST ? `#${hex}` : FALLBACK_INK;
}
// src/features/about/components/our-expertise.tsx
function OurExpertise() {
	return /* @__PURE__ */ jsxs(Section, {
		labelledBy: "expertise-title",
		children: [/* @__PURE__ */ jsx(SectionHeading, {
			id: "expertise-title",
			eyebrow: "Technology",
			title: expertiseIntro.title,
			lead: expertiseIntro.lead,
			align: "center"
		}), /* @__PURE__ */ jsx("ul", {
			className: "tech-grid",
			children: technologies.map((tech) => /* @__PURE__ */ jsxs("li", {
				className: "tech",
				children: [/* @__PURE__ */ jsx("svg", {
					className: "tech__logo",
					viewBox: "0 0 24 24",
					width: "36",
					height: "36",
					"aria-hidden": "true",
					focusable: "false",
					children: /* @__PURE__ */ jsx("path", {
						d: tech.path,
						fill: logoColour(tech.hex)
					})
				}), /* @__PURE__ */ jsx("span", {
					className: "tech__name",
					children: tech.title
				})]
			}, tech.title))
		})]
	});
}
// src/features/about/components/our-mission.tsx
function OurMission() {
	return /* @__PURE__ */ jsx(Section, {
		labelledBy: "mission-title",
		className: "mission",
		children: /* @__PURE__ */ jsxs("div", {
			className: "mission__panel",
			children: [
				/* @__PURE__ */ jsx("p", {
					className: "eyebrow",
					children: "Why we exist"
				}),
				/* @__PURE__ */ jsx("h2", {
					id: "mission-title",
					children: mission.title
				}),
				/* @__PURE__ */ jsx("p", {
					className: "mission__statement",
					children: mission.statement
				}),
				/* @__PURE__ */ jsx("p", {
					className: "mission__text",
					children: mission.text
				})
			]
		})
	});
}
// src/features/about/components/office-photo.tsx
var srcSet = (src, ext) => OFFICE_PHOTO_WIDTHS.map((width) => `${src}-${width}.${ext} ${width}w`).join(", ");
/** One office photo: WebP where supported, JPEG otherwise, at the width the layout needs. */
function OfficePhoto({ photo, eager = false }) {
	const sizes = "(max-width: 72rem) calc(100vw - 2rem), 60rem";
	return /* @__PURE__ */ jsxs("figure", {
		className: "office-photo",
		children: [/* @__PURE__ */ jsxs("picture", { children: [/* @__PURE__ */ jsx("source", {
			type: "image/webp",
			srcSet: srcSet(photo.src, "webp"),
			sizes
		}), /* @__PURE__ */ jsx("img", {
			src: `${photo.src}-${OFFICE_PHOTO_WIDTHS[0]}.jpg`,
			srcSet: srcSet(photo.src, "jpg"),
			sizes,
			alt: photo.alt,
			width: OFFICE_PHOTO_SIZE.width,
			height: OFFICE_PHOTO_SIZE.height,
			loading: eager ? "eager" : "lazy",
			decoding: "async"
		})] }), /* @__PURE__ */ jsx("figcaption", { children: photo.caption })]
	});
}
// src/features/about/components/our-office.tsx
var OfficeCarousel = lazy(() => import("./office-carousel-CguEuRym.js"));
function OurOffice() {
	return /* @__PURE__ */ jsx(Section, {
		labelledBy: "office-title",
		tone: "warm",
		children: /* @__PURE__ */ jsxs("div", {
			className: "office",
			children: [/* @__PURE__ */ jsxs("div", {
				className: "office__intro",
				children: [/* @__PURE__ */ jsx(SectionHeading, {
					id: "office-title",
					eyebrow: "Lahore",
					title: officeIntro.title,
					lead: officeIntro.lead
				}), /* @__PURE__ */ jsxs("p", {
					className: "office__address",
					children: [/* @__PURE__ */ jsx(MapPin, {
						"aria-hidden": "true",
						size: 18
					}), /* @__PURE__ */ jsxs("span", { children: [
						office.street,
						", ",
						office.city,
						" ",
						office.postalCode,
						", ",
						office.country
					] })]
				})]
			}), /* @__PURE__ */ jsx(Suspense, {
				fallback: /* @__PURE__ */ jsx(OfficePhoto, { photo: officePhotos[0] }),
				children: /* @__PURE__ */ jsx(OfficeCarousel, {})
			})]
		})
	});
}
// src/features/about/components/what-drives-us.tsx
var ICONS = {
	innovation: Lightbulb,
	agility: Rocket,
	partnership: Handshake
};
function WhatDrivesUs() {
	return /* @__PURE__ */ jsxs(Section, {
		labelledBy: "drivers-title",
		tone: "muted",
		children: [/* @__PURE__ */ jsx(SectionHeading, {
			id: "drivers-title",
			eyebrow: "Our values",
			title: driversIntro.title,
			lead: driversIntro.lead
		}), /* @__PURE__ */ jsx("ul", {
			className: "driver-grid",
			children: drivers.map((driver) => {
				const Icon = ICONS[driver.icon];
				return /* @__PURE__ */ jsxs("li", {
					className: "driver",
					children: [
						/* @__PURE__ */ jsx(Icon, {
							className: "driver__icon",
							"aria-hidden": "true",
							size: 28
						}),
						/* @__PURE__ */ jsx("h3", { children: driver.title }),
						/* @__PURE__ */ jsx("p", { children: driver.text })
					]
				}, driver.title);
			})
		})]
	});
}
// src/features/about/components/who-we-are.tsx
function WhoWeAre() {
	return /* @__PURE__ */ jsxs(Section, {
		labelledBy: "who-we-are-title",
		tone: "dark",
		className: "about-hero",
		children: [/* @__PURE__ */ jsx(SectionHeading, {
			id: "who-we-are-title",
			level: 1,
			eyebrow: whoWeAre.eyebrow,
			title: whoWeAre.title
		}), /* @__PURE__ */ jsx("div", {
			className: "about-hero__text",
			children: whoWeAre.paragraphs.map((paragraph) => /* @__PURE__ */ jsx("p", { children: paragraph }, paragraph))
		})]
	});
}
// src/app/routes/about.tsx
var about_exports = /* @__PURE__ */ __exportAll({ default: () => AboutPage });
function AboutPage() {
	return /* @__PURE__ */ jsxs(Fragment$1, { children: [
		/* @__PURE__ */ jsx(WhoWeAre, {}),
		/* @__PURE__ */ jsx(GlobalPartners, {}),
		/* @__PURE__ */ jsx(WhatDrivesUs, {}),
		/* @__PURE__ */ jsx(OurMission, {}),
		/* @__PURE__ */ jsx(OurOffice, {}),
		/* @__PURE__ */ jsx(OurExpertise, {}),
		/* @__PURE__ */ jsx(MeetTheTeam, {})
	] });
}
export { AboutPage as default, OfficePhoto as n, officePhotos as r, about_exports as t };

//# sourceMappingURL=about-Bupnq5mR.js.map