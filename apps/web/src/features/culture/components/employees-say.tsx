import { useLingui } from '@lingui/react/macro';
import { initialsOf, PersonPhoto } from '../../../components/ui/person-photo';
import { HeadedSection } from '../../../components/ui/section';
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
  return (
    <figure className="employee">
      <blockquote className="employee__message">
        <p>“{employee.message}”</p>
      </blockquote>
      <figcaption className="employee__author">
        <PersonPhoto
          photo={employee.photo?.data}
          initials={initialsOf(employee.name, 2).toUpperCase()}
          size={PHOTO_SIZE}
          className="employee__photo"
        />
        <span className="employee__name">{employee.name}</span>
      </figcaption>
    </figure>
  );
}
