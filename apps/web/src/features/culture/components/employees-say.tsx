import { useLingui } from '@lingui/react/macro';
import { HeadedSection } from '../../../components/ui/section';
import { previewOf } from '../../../lib/preferred-image';
import { employeesSection } from '../../../content/culture';
import type { EmployeeAttributes } from '@app/shared/employee';
import { useEmployees } from '../api/get-employees';
import { CultureList } from './paged-list';

export function EmployeesSay() {
  const employees = useEmployees();
  const { t, i18n } = useLingui();
  return (
    <HeadedSection
      id="employees-title"
      tone="muted"
      eyebrow={t`Voices`}
      title={i18n._(employeesSection.title)}
    >
      <CultureList
        query={employees}
        text={employeesSection}
        className="employee-grid"
        renderEntry={(employee) => <EmployeeCard employee={employee.attributes} />}
      />
    </HeadedSection>
  );
}

const PHOTO_SIZE = 64;

function EmployeeCard({ employee }: { employee: EmployeeAttributes }) {
  const photo = employee.photo?.data;
  const photoUrl = photo ? previewOf(photo).url : null;
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
