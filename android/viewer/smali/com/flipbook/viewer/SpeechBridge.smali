# Page audio's text to speech on Android. The system WebView has no speechSynthesis, so the
# book's reader speaks through this object, added to the WebView as window.FlipbookSpeech.
# It can only speak a text in a language, stop, and say whether it is still speaking: the
# page's JavaScript reaches nothing else of the app or the device through it. Only the book
# from the APK's assets runs in the WebView (LinkClient sends every other page out), and the
# app has no INTERNET permission, so no remote script can call it either.
.class public Lcom/flipbook/viewer/SpeechBridge;
.super Ljava/lang/Object;
.implements Landroid/speech/tts/TextToSpeech$OnInitListener;
.source "SpeechBridge.smali"

.field private final tts:Landroid/speech/tts/TextToSpeech;
.field private volatile ready:Z

.method public constructor <init>(Landroid/content/Context;)V
    .registers 3
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    new-instance v0, Landroid/speech/tts/TextToSpeech;
    invoke-direct {v0, p1, p0}, Landroid/speech/tts/TextToSpeech;-><init>(Landroid/content/Context;Landroid/speech/tts/TextToSpeech$OnInitListener;)V
    iput-object v0, p0, Lcom/flipbook/viewer/SpeechBridge;->tts:Landroid/speech/tts/TextToSpeech;
    return-void
.end method

# The engine answers once it is bound; until then (or when it failed) speak() says false and
# the reader goes on without speech rather than waiting.
.method public onInit(I)V
    .registers 3
    if-nez p1, :failed
    const/4 v0, 0x1
    iput-boolean v0, p0, Lcom/flipbook/viewer/SpeechBridge;->ready:Z
    :failed
    return-void
.end method

# Speaks `text`, replacing whatever was being said, in the BCP 47 language `lang` when it is
# not empty. Returns whether the engine took the text.
.method public speak(Ljava/lang/String;Ljava/lang/String;)Z
    .registers 7
    .annotation runtime Landroid/webkit/JavascriptInterface;
    .end annotation
    iget-boolean v0, p0, Lcom/flipbook/viewer/SpeechBridge;->ready:Z
    if-eqz v0, :refuse
    if-eqz p1, :refuse
    iget-object v1, p0, Lcom/flipbook/viewer/SpeechBridge;->tts:Landroid/speech/tts/TextToSpeech;
    if-eqz p2, :speak
    invoke-virtual {p2}, Ljava/lang/String;->isEmpty()Z
    move-result v0
    if-nez v0, :speak
    invoke-static {p2}, Ljava/util/Locale;->forLanguageTag(Ljava/lang/String;)Ljava/util/Locale;
    move-result-object v2
    invoke-virtual {v1, v2}, Landroid/speech/tts/TextToSpeech;->setLanguage(Ljava/util/Locale;)I

    :speak
    # QUEUE_FLUSH (0), no parameters, one utterance id for every page.
    const/4 v0, 0x0
    const/4 v2, 0x0
    const-string v3, "flipbook-page"
    invoke-virtual {v1, p1, v0, v2, v3}, Landroid/speech/tts/TextToSpeech;->speak(Ljava/lang/CharSequence;ILandroid/os/Bundle;Ljava/lang/String;)I
    move-result v0
    if-nez v0, :refuse
    const/4 v0, 0x1
    return v0

    :refuse
    const/4 v0, 0x0
    return v0
.end method

.method public stop()V
    .registers 2
    .annotation runtime Landroid/webkit/JavascriptInterface;
    .end annotation
    iget-object v0, p0, Lcom/flipbook/viewer/SpeechBridge;->tts:Landroid/speech/tts/TextToSpeech;
    invoke-virtual {v0}, Landroid/speech/tts/TextToSpeech;->stop()I
    return-void
.end method

# The reader asks this now and then to know when a page's words are over.
.method public isSpeaking()Z
    .registers 2
    .annotation runtime Landroid/webkit/JavascriptInterface;
    .end annotation
    iget-object v0, p0, Lcom/flipbook/viewer/SpeechBridge;->tts:Landroid/speech/tts/TextToSpeech;
    invoke-virtual {v0}, Landroid/speech/tts/TextToSpeech;->isSpeaking()Z
    move-result v0
    return v0
.end method

# Not for JavaScript: the activity releases the engine when it ends.
.method public shutdown()V
    .registers 2
    iget-object v0, p0, Lcom/flipbook/viewer/SpeechBridge;->tts:Landroid/speech/tts/TextToSpeech;
    invoke-virtual {v0}, Landroid/speech/tts/TextToSpeech;->shutdown()V
    return-void
.end method
