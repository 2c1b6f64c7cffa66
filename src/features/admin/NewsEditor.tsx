import { markdownToHtml } from '@contract/rules/markdown'
import type { AdminNewsItem } from '@contract/schemas'
import { useId, useState } from 'react'
import { css } from 'styled-system/css'
import { Checkbox, FormField } from '@/shared/components'
import { SafeHtml } from '@/shared/components/SafeHtml'
import { useServices } from '@/shared/runtime/services'
import { CONTENT_NO_ANSWER, ReasonDialog } from './ReasonDialog'

const textarea = css({
  width: 'full',
  minHeight: '12rem',
  p: '3',
  borderWidth: '1px',
  borderColor: 'border.subtle',
  borderRadius: 'md',
  fontFamily: 'mono',
  bg: 'bg.surface',
  color: 'fg.default',
})
const preview = css({
  p: '4',
  borderWidth: '1px',
  borderColor: 'border.subtle',
  borderRadius: 'md',
  display: 'flex',
  flexDirection: 'column',
  gap: '3',
  '& ul': { listStyle: 'disc', pl: '6' },
  '& a': { textDecoration: 'underline' },
})

/**
 * Writes a news item (item absent) or changes one: title, Markdown body with its preview as
 * visitors will see it (the same renderer as the API's, then DOMPurify), image, pinned.
 */
export function NewsEditor({
  item,
  onClose,
  onDone,
}: {
  item?: AdminNewsItem
  onClose: () => void
  onDone: () => void
}) {
  const { api } = useServices()
  const bodyId = useId()
  const [title, setTitle] = useState(item?.title ?? '')
  const [body, setBody] = useState(item?.body ?? '')
  const [image, setImage] = useState(item?.image ?? '')
  const [pinned, setPinned] = useState(item?.pinned ?? false)
  const [showPreview, setShowPreview] = useState(false)
  const fields = { title, body, image: image.trim() === '' ? null : image.trim(), pinned }
  return (
    <ReasonDialog
      title={item ? "Modifier l'actualité" : 'Écrire une actualité'}
      description={
        'Le texte est en Markdown\u00a0; le HTML brut est affiché tel quel, jamais exécuté.'
      }
      problem={() => {
        if (title.trim().length < 3) return 'Indiquez un titre (3 caractères au moins).'
        if (body.trim() === '') return "Écrivez le texte de l'actualité."
        return null
      }}
      send={(reason) =>
        item
          ? api.news.console.update({ params: { id: item.id }, body: { ...fields, reason } })
          : api.news.console.create({ body: { ...fields, reason } })
      }
      noAnswer={CONTENT_NO_ANSWER}
      onClose={onClose}
      onDone={onDone}
    >
      <FormField
        label="Titre"
        name="title"
        value={title}
        maxLength={120}
        onChange={(e) => setTitle(e.target.value)}
        required
      />
      <div className={css({ display: 'flex', flexDirection: 'column', gap: '1' })}>
        <label htmlFor={bodyId}>Texte (Markdown)</label>
        <textarea
          id={bodyId}
          name="body"
          className={textarea}
          value={body}
          maxLength={20_000}
          onChange={(e) => setBody(e.target.value)}
        />
      </div>
      <FormField
        label="Image (adresse https, facultative)"
        name="image"
        value={image}
        onChange={(e) => setImage(e.target.value)}
      />
      <Checkbox checked={pinned} onCheckedChange={setPinned} name="pinned">
        Épingler en tête de la liste
      </Checkbox>
      <Checkbox checked={showPreview} onCheckedChange={setShowPreview} name="preview">
        Afficher l'aperçu
      </Checkbox>
      {showPreview && (
        <section aria-label="Aperçu" className={preview}>
          <SafeHtml html={markdownToHtml(body)} />
        </section>
      )}
    </ReasonDialog>
  )
}
