export default function TestimonialsTab() {
  return <h2>Testimonials</h2>;
}
