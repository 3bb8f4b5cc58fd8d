import { MediaUpload, MediaUploadCheck } from '@wordpress/block-editor'
import { Button, TextControl } from '@wordpress/components'
import React from 'react'
import { problemsId } from '../shared/problems'
import type { Photograph } from './types'

interface Props {
  /** 'Before' or 'After'. */
  readonly side: string
  readonly caseLabel: string
  readonly photo: Photograph
  readonly onChange: (photo: Photograph) => void
}

const described = problemsId('cases')

/**
 * One photograph of a case, picked from the Media Library (its address is stored, as the website
 * serves it), with a preview and its alternative text.
 */
export function PhotoField({ side, caseLabel, photo, onChange }: Props) {
  return (
    <div className="larkspur-photo">
      <p className="larkspur-photo__label">{`${side} photograph`}</p>
      {photo.src ? <img className="larkspur-photo__preview" src={photo.src} alt={photo.alt ? `${side}: ${photo.alt}` : `${side} photograph (no alternative text yet)`} width={160} /> : <p className="larkspur-photo__none">None chosen yet.</p>}
      <MediaUploadCheck fallback={<p>You cannot choose from the Media Library: ask an administrator to add the photograph.</p>}>
        <MediaUpload
          title={`${side} photograph, ${caseLabel}`}
          allowedTypes={['image']}
          onSelect={(media) => onChange({ src: media.url, alt: photo.alt || media.alt || '' })}
          render={({ open }) => (
            <Button variant="secondary" isSmall onClick={open} aria-describedby={described}>
              {photo.src ? `Replace ${side.toLowerCase()} photograph` : `Choose ${side.toLowerCase()} photograph`}
            </Button>
          )}
        />
      </MediaUploadCheck>
      <TextControl label={`${side}: alternative text`} help="What the photograph shows, for someone who cannot see it." value={photo.alt} onChange={(alt) => onChange({ ...photo, alt })} aria-describedby={described} />
    </div>
  )
}
