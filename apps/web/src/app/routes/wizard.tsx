import { PageTitle } from '@/components/page-title';

/** Spec 2: a placeholder until the wizard is specified (DESIGN.md keeps it so). */
export default function WizardPage() {
  return (
    <section className="py-5 text-center">
      <PageTitle title="Wizard" />
      <h1>Wizard</h1>
      <p className="lead">Our Wizard is coming soon</p>
    </section>
  );
}
