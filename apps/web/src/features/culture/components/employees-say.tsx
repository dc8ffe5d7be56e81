import { Section, SectionHeading } from '../../../components/ui/section';
import { employeesSection } from '../../../content/culture';
import type { EmployeeAttributes } from '@app/shared/employee';
import { useEmployees } from '../api/get-employees';
import { LoadFailed, LoadingCards } from './load-failed';
import { PagedList } from './paged-list';

const TESTIMONIAL_NOUN = { one: 'testimonial', other: 'testimonials' };

export function EmployeesSay() {
  const employees = useEmployees();
  return (
    <Section labelledBy="employees-title" tone="muted">
      <SectionHeading id="employees-title" eyebrow="Voices" title={employeesSection.title} />
      {employees.data ? (
        employees.data.pages.every((page) => page.data.length === 0) ? (
          <p className="culture-empty">{employeesSection.empty}</p>
        ) : (
          <PagedList
            data={employees.data}
            more={employees}
            className="employee-grid"
            noun={TESTIMONIAL_NOUN}
            moreFailed="More testimonials could not be loaded. Please try again."
            renderEntry={(employee) => <EmployeeCard employee={employee.attributes} />}
          />
        )
      ) : employees.isError ? (
        <LoadFailed
          message={employeesSection.loadFailed}
          onRetry={() => void employees.refetch()}
        />
      ) : (
        <LoadingCards label="Loading testimonials" count={3} className="employee-grid" />
      )}
    </Section>
  );
}

const PHOTO_SIZE = 64;

function EmployeeCard({ employee }: { employee: EmployeeAttributes }) {
  const photo = employee.photo?.data?.attributes;
  const photoUrl = photo ? (photo.formats?.thumbnail ?? photo.formats?.small ?? photo)?.url : null;
  const initials = employee.name
    .split(/\s+/)
    .map((part) => part[0])
    .join('')
    .slice(0, 2)
    .toUpperCase();
  return (
    <figure className="employee">
      <blockquote className="employee__message">
        <p>“{employee.message}”</p>
      </blockquote>
      <figcaption className="employee__author">
        {photoUrl ? (
          <img
            className="employee__photo"
            src={photoUrl}
            alt=""
            width={PHOTO_SIZE}
            height={PHOTO_SIZE}
            loading="lazy"
            decoding="async"
          />
        ) : (
          <span className="employee__photo employee__photo--initials" aria-hidden="true">
            {initials}
          </span>
        )}
        <span className="employee__name">{employee.name}</span>
      </figcaption>
    </figure>
  );
}
