// Static text only: every byte of JavaScript this page loads and every task it runs is the framework's.
const paragraphs = [
  'Porcelain veneers are thin shells of ceramic bonded to the front of your teeth. They change the colour, shape and length of teeth that whitening alone cannot put right, and they resist staining far better than natural enamel.',
  'At your first visit we talk through what you would like to change, photograph your smile and take digital scans. We then design your new smile together before any tooth is touched, so you can see the result in advance.',
  'Most patients need two or three appointments over three to four weeks. Veneers usually last ten to fifteen years with good care: brushing twice a day, cleaning between the teeth and regular visits to the hygienist.',
]

export default function FloorPage() {
  return (
    <main style={{ maxWidth: '46rem', margin: '0 auto', padding: '1.25rem', fontFamily: 'system-ui, sans-serif', lineHeight: 1.6 }}>
      <h1>Porcelain veneers</h1>
      {paragraphs.map((text) => (
        <p key={text.slice(0, 20)}>{text}</p>
      ))}
    </main>
  )
}
